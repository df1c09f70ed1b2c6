! flang front door: the positioned lane (transfer/positioned_lane.h), the
! unformatted statements at REC= on a direct-access unit and at POS= (or
! where the unit stands) on a stream unit, and the cases it leaves to the
! general path: REC=0, a READ longer than its record, a record written
! short, a hole, POS=0, a READ across the end (flang leaves the item as it
! was), a WRITE beyond the end (a gap), items larger than the buffer
! takes in place, a direction switch, an asynchronous unit, and INQUIRE's
! NEXTREC=, POS= and SIZE= after each.
! RUN: %flangdiff %s | %fcheck %s
program positioned_lane
  implicit none
  integer :: u, q, ios, k, i4, j4
  integer :: big(3000), back(3000)
  integer(8) :: i8, p
  character(6) :: c6
  character(100) :: msg
  do k = 1, 3000
    big(k) = k * 3
  end do
  open(newunit=u, file='fpl_direct.dat', access='direct', &
       form='unformatted', recl=12, status='replace')
  do k = 1, 5
    write(u, rec=k) k, int(k, 8) * 1000
  end do
  call show(u, 'written', .true.)
  write(u, rec=2) 77
  read(u, rec=2) i4, i8
  print *, 'short', i4, i8
  call show(u, 'short', .true.)
  write(u, rec=9) 9, 9000_8
  read(u, rec=7, iostat=ios) i4, i8
  print *, 'hole', ios, i4, i8
  call show(u, 'hole', .true.)
  read(u, rec=3) i4, i8
  print *, 'rec 3', i4, i8
  write(u, rec=5) 'abcdef', 7
  read(u, rec=5) c6, i4
  print *, 'chars', c6, i4
  msg = ''
  read(u, rec=4, iostat=ios, iomsg=msg) i4, i8, j4
  print *, 'read too long', ios, trim(msg)
  call show(u, 'read too long', .true.)
  k = 0
  msg = ''
  read(u, rec=k, iostat=ios, iomsg=msg) i4
  print *, 'rec0', ios, trim(msg)
  close(u)

  open(newunit=q, file='fpl_stream.dat', access='stream', &
       form='unformatted', status='replace')
  write(q) 1, 2, 3
  call show(q, 'three', .false.)
  write(q, pos=5) 20
  write(q) 30, 40
  call show(q, 'pos 5', .false.)
  read(q, pos=1) i4, j4
  print *, 'read pos 1', i4, j4
  read(q) i4
  print *, 'read on', i4
  call show(q, 'read on', .false.)
  p = 0
  msg = ''
  read(q, pos=p, iostat=ios, iomsg=msg) i4
  print *, 'pos0', ios, trim(msg)
  i4 = -1
  j4 = -1
  read(q, pos=13, iostat=ios) i4, j4
  print *, 'across end', ios, i4, j4
  write(q, pos=41) 41
  call show(q, 'gap', .false.)
  read(q, pos=33) i4, j4, k
  print *, 'gap read', i4, j4, k
  write(q, pos=45) big
  read(q, pos=45) back
  print *, 'big', sum(back), back(3000)
  call show(q, 'big', .false.)
  read(q, pos=1) i4
  write(q) 99
  read(q, pos=5) i4
  print *, 'switched', i4
  close(q)

  open(newunit=q, file='fpl_async.dat', access='stream', &
       form='unformatted', status='replace', asynchronous='yes')
  write(q, pos=1) 5, 6
  write(q, pos=9) 7
  read(q, pos=5) i4, j4
  print *, 'async', i4, j4
  close(q)

contains

  ! INQUIRE's NEXTREC= (a direct unit) or POS= (a stream unit), and SIZE=.
  subroutine show(unit, what, direct)
    integer, intent(in) :: unit
    character(*), intent(in) :: what
    logical, intent(in) :: direct
    integer :: nextrec
    integer(8) :: pos, size
    if (direct) then
      inquire(unit, nextrec=nextrec, size=size)
      print *, what, ': nextrec', nextrec, 'size', size
    else
      inquire(unit, pos=pos, size=size)
      print *, what, ': pos', pos, 'size', size
    end if
  end subroutine

end program
! CHECK: written: nextrec 6 size 60
! CHECK-NEXT: short 77 0
! CHECK-NEXT: short: nextrec 3 size 60
! CHECK-NEXT: hole 0 0 0
! CHECK-NEXT: hole: nextrec 8 size 108
! CHECK-NEXT: rec 3 3 3000
! CHECK-NEXT: charsabcdef 7
! CHECK-NEXT: read too long 1003 Attempt to read 4 bytes at position 12 in a record of 12 by
! CHECK-NEXT: tes
! CHECK-NEXT: read too long: nextrec 5 size 108
! CHECK-NEXT: rec0 1001 REC=0 is invalid
! CHECK-NEXT: three: pos 13 size 12
! CHECK-NEXT: pos 5: pos 17 size 16
! CHECK-NEXT: read pos 1 1 20
! CHECK-NEXT: read on 30
! CHECK-NEXT: read on: pos 13 size 16
! CHECK-NEXT: pos0 1001 POS=0 is invalid
! CHECK-NEXT: across end -1 40 -1
! CHECK-NEXT: gap: pos 45 size 44
! CHECK-NEXT: gap read 0 0 41
! CHECK-NEXT: big 13504500 9000
! CHECK-NEXT: big: pos 12045 size 12044
! CHECK-NEXT: switched 99
! CHECK-NEXT: async 6 7
