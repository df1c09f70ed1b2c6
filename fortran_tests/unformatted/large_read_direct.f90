! Large READs that go from the file straight into the program's array
! (half the buffer or more, with what follows read ahead into the buffer
! in the same readv): unformatted sequential records of 512 KiB, 200000
! and 70000 bytes between small ones, read whole, in part (the rest of
! the record skipped) and after BACKSPACE; stream access whole-array
! READs at POS=, over bytes just written by small WRITEs, and past the
! end of the file (IOSTAT, INQUIRE POS=); direct access records of
! 300000 bytes read in a scattered order.  Checksums and positions as
! libgfortran's.
! RUN: %fdiff %s | %fcheck %s
! CHECK:seq 1 524288 0 524298
! CHECK-NEXT:seq 2 5 0 16
! CHECK-NEXT:seq 3 200000 0 200012
! CHECK-NEXT:seq 4 70000 0 70013
! CHECK-NEXT:seq 5 5 0 19
! CHECK-NEXT:seq 6 524288 0 524303
! CHECK-NEXT:part 2 -1
! CHECK-NEXT:back 70000 4
! CHECK-NEXT:seq end -1
! CHECK-NEXT:stream whole 0 262144 1 1 7 262145
! CHECK-NEXT:stream mixed 0 77 1 99
! CHECK-NEXT:stream past end -1 32769
! CHECK-NEXT:stream tail 5 6 7
! CHECK-NEXT:direct 0 30 30 30 30 30
program large_read_direct
  use, intrinsic :: iso_fortran_env, only: int8, int32
  implicit none
  integer, parameter :: sizes(6) = [524288, 5, 200000, 70000, 5, 524288]
  integer(int8), allocatable :: b(:)
  integer(int8) :: two(2)
  integer(int32), allocatable :: w(:), big(:)
  integer :: i, ios, u, p, k
  integer :: sums(5)

  open (newunit=u, file='seq.bin', form='unformatted', status='replace')
  do i = 1, size(sizes)
    allocate (b(sizes(i)))
    b = int(i, int8)
    b(sizes(i)) = int(i + 10, int8)
    write (u) b
    deallocate (b)
  end do
  rewind (u)
  do i = 1, size(sizes)
    allocate (b(sizes(i)))
    b = 0
    read (u, iostat=ios) b
    print '(a,i0,1x,i0,1x,i0,1x,i0)', 'seq ', i, size(b), ios, &
      count(b == int(i, int8)) + b(sizes(i))
    deallocate (b)
  end do
  rewind (u)
  read (u) two                      ! the first 2 bytes of 512 KiB
  read (u) two                      ! a whole 5-byte record
  read (u, iostat=ios) two(1)
  print '(a,i0,1x,i0)', 'part ', two(2), merge(-1, ios, ios == 0)
  backspace (u)
  allocate (b(200000))
  read (u) b
  deallocate (b)
  allocate (b(70000))
  read (u) b
  backspace (u)
  b = 0
  read (u) b
  print '(a,i0,1x,i0)', 'back ', count(b == 4_int8) + 1, b(70000) - 10
  deallocate (b)
  read (u) two
  allocate (b(524288))
  read (u) b
  read (u, iostat=ios) b
  print '(a,i0)', 'seq end ', ios
  deallocate (b)
  close (u, status='delete')

  ! Stream access: 1 MiB arrays at POS=.
  allocate (w(262144), big(262145))
  w = 1
  open (newunit=u, file='str.bin', access='stream', form='unformatted', &
        status='replace')
  write (u, pos=1) w
  write (u, pos=1) 7_int32          ! small, buffered, then read over
  w = 0
  read (u, pos=1, iostat=ios) w
  inquire (u, pos=p)
  print '(a,i0,1x,i0,1x,i0,1x,i0,1x,i0,1x,i0)', 'stream whole ', ios, &
    count(w == 1) + 1, w(2), w(262144), w(1), p / 4 + 1
  write (u, pos=401) 77_int32       ! inside what the next READ takes
  read (u, pos=1) w
  write (u) 88_int32                ! just after it: the read-ahead
  write (u, pos=4*200000+1) 99_int32  ! outside any window
  read (u, pos=1) w
  print '(a,i0,1x,i0,1x,i0,1x,i0)', 'stream mixed ', 0, w(101), w(262144), &
    w(200001)
  write (u, pos=4*262144+1) 88_int32  ! one more element at the end
  big = -1
  read (u, pos=4*229376+1, iostat=ios) big  ! past the end
  inquire (u, pos=p)
  print '(a,i0,1x,i0)', 'stream past end ', merge(-1, ios, ios < 0), &
    (p - 4*229376 - 1) / 4
  write (u, pos=4*262144+5) 5_int32, 6_int32, 7_int32
  read (u, pos=4*262144+5) w(1:3)
  print '(a,i0,1x,i0,1x,i0)', 'stream tail ', w(1:3)
  close (u, status='delete')
  deallocate (w, big)

  ! Direct access: records larger than the buffer, read scattered.
  allocate (b(300000))
  open (newunit=u, file='dir.bin', access='direct', form='unformatted', &
        recl=300000, status='replace')
  do i = 1, 5
    b = int(i * 3, int8)
    write (u, rec=i) b
  end do
  do k = 1, 5
    i = 1 + mod(k * 3, 5)
    read (u, rec=i, iostat=ios) b
    sums(i) = count(b == int(i * 3, int8)) / 10000
  end do
  print '(a,i0,5(1x,i0))', 'direct ', ios, sums
  close (u, status='delete')
end program large_read_direct

