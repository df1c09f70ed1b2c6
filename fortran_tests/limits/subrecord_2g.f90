! An unformatted sequential record over 2 GiB: written as subrecords
! (markers with the sign bit), read back whole and checked, BACKSPACE
! over it.  Opt-in (--param long=1): it writes 2.2 GB to disk and needs
! as much memory, so it runs with ftnio only.
! REQUIRES: long
! RUN: %ftnio-run --timeout=600 %s | %fcheck %s
! CHECK:ok 2200000000 T T
program subrecord_2g
  implicit none
  integer(1), allocatable :: a(:)
  integer(8), parameter :: n = 2200000000_8
  integer(8) :: i
  integer :: k
  logical :: same, after
  allocate(a(n))
  do i = 1, n, 4096
    a(i) = int(mod(i, 127_8), 1)
  end do
  open(10, file='big.bin', form='unformatted', status='replace')
  write(10) a
  write(10) 42
  rewind(10)
  a = 0
  read(10) a
  same = .true.
  do i = 1, n, 4096
    if (a(i) /= int(mod(i, 127_8), 1)) same = .false.
  end do
  read(10) k
  backspace(10)
  backspace(10)
  read(10)
  read(10) k
  after = k == 42
  close(10, status='delete')
  print '(a,i0,2(1x,l1))', 'ok ', size(a, kind=8), same, after
end program
