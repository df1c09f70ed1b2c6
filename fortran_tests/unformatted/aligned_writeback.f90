! Unformatted sequential output reaches the kernel in large writes that
! start and end on 64 KiB boundaries of the file (the page cache takes
! unaligned ones about 40% slower): small records assembled in the buffer,
! records of exactly 64 KiB (which once stopped the buffer from growing),
! records of odd large sizes between small ones, and records appended to
! a file whose old end is not on a boundary.  The fault shim logs every
! write; check_writes.py checks that, within each connection, every write
! but the first starts and every write but the last ends on a boundary, and
! that the buffer grew to 1 MiB.  The files are libgfortran's, byte for
! byte, and read back right.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_WRITELOG=%t/writes.log LD_PRELOAD=%fault_preload %t/prog | %fcheck --check-prefix=OUT %s
! RUN: %python %S/../tools/check_writes.py --align 65536 %t/writes.log | %fcheck --check-prefix=LOG %s
program aligned_writeback
  use, intrinsic :: iso_fortran_env, only: int8, int64
  implicit none
  integer, parameter :: big = 65536
  integer(int8) :: small(60), rec64k(big), head(1001)
  integer(int8), allocatable :: odd(:)
  integer :: i, u

  small = [(int(mod(i * 7, 127), int8), i = 1, size(small))]
  rec64k = [(int(mod(i * 11, 127), int8), i = 1, size(rec64k))]
  head = 5_int8

  open (newunit=u, file='small.bin', form='unformatted', status='replace')
  do i = 1, 200000
    small(1) = int(mod(i, 100), int8)
    write (u) small
  end do
  close (u)

  open (newunit=u, file='big64k.bin', form='unformatted', status='replace')
  do i = 1, 64
    rec64k(1) = int(i, int8)
    write (u) rec64k
  end do
  close (u)

  open (newunit=u, file='mixed.bin', form='unformatted', status='replace')
  do i = 1, 30
    allocate (odd(100000 + i))
    odd = int(i, int8)
    write (u) odd
    write (u) small(1:7)
    deallocate (odd)
    allocate (odd(300000 - i))
    odd = int(-i, int8)
    write (u) odd, small(1:3)
    deallocate (odd)
  end do
  close (u)

  ! An old end 1001 bytes into the file, then records appended.
  open (newunit=u, file='append.bin', access='stream', status='replace')
  write (u) head
  close (u)
  open (newunit=u, file='append.bin', form='unformatted', position='append')
  do i = 1, 80
    rec64k(1) = int(i, int8)
    write (u) rec64k
  end do
  close (u)

  call check_small()
  call check_big64k()
  call check_mixed()
contains
  subroutine check_small()
    integer(int8) :: r(60)
    integer(int64) :: total
    integer :: k
    total = 0
    open (newunit=u, file='small.bin', form='unformatted', status='old')
    do k = 1, 200000
      read (u) r
      total = total + sum(int(r, int64))
    end do
    close (u)
    print '(a,i0)', 'small sum ', total
  end subroutine

  subroutine check_big64k()
    integer(int8) :: r(big)
    integer(int64) :: total
    integer :: k
    total = 0
    open (newunit=u, file='big64k.bin', form='unformatted', status='old')
    do k = 1, 64
      read (u) r
      total = total + sum(int(r, int64))
    end do
    close (u)
    print '(a,i0)', 'big64k sum ', total
  end subroutine

  subroutine check_mixed()
    integer(int8), allocatable :: r(:)
    integer(int8) :: s(10)
    integer(int64) :: total
    integer :: k
    total = 0
    open (newunit=u, file='mixed.bin', form='unformatted', status='old')
    do k = 1, 30
      allocate (r(100000 + k))
      read (u) r
      total = total + sum(int(r, int64))
      deallocate (r)
      read (u) s(1:7)
      total = total + sum(int(s(1:7), int64))
      allocate (r(300000 - k))
      read (u) r, s(1:3)
      total = total + sum(int(r, int64)) + sum(int(s(1:3), int64))
      deallocate (r)
    end do
    close (u)
    print '(a,i0)', 'mixed sum ', total
  end subroutine
end program aligned_writeback
! The sums, as libgfortran 12 prints them:
! OUT:small sum 741700000
! OUT-NEXT:big64k sum 264233440
! OUT-NEXT:mixed sum -92974370
! Connections in order: small.bin, big64k.bin, mixed.bin (whose records
! of 300000 bytes go out from the program's array, so no write need be
! 1 MiB), the 1001 bytes of append.bin, and the records appended to it.
! LOG:conn 1: inner starts aligned: yes; inner ends aligned: yes; largest >= 1048576: yes
! LOG-NEXT:conn 2: inner starts aligned: yes; inner ends aligned: yes; largest >= 1048576: yes
! LOG-NEXT:conn 3: inner starts aligned: yes; inner ends aligned: yes; largest >= 1048576: {{yes|no}}
! LOG-NEXT:conn 4: inner starts aligned: yes; inner ends aligned: yes; largest >= 1048576: no
! LOG-NEXT:conn 5: inner starts aligned: yes; inner ends aligned: yes; largest >= 1048576: yes
! LOG-NOT:conn
