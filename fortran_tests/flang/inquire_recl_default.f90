! flang front door: INQUIRE(RECL=) of a sequential connection opened
! without RECL= (formatted, unformatted, the preconnected output) is the
! largest INTEGER(4) in flang's runtime, into an INTEGER(8) variable too;
! ftnio answered libgfortran's default.  A stream connection's is -2, an
! unconnected unit's -1.
! RUN: %flangdiff %s | %fcheck %s
! CHECK: seq fmt 2147483647
! CHECK: seq fmt 4 2147483647
! CHECK: seq unf 2147483647
! CHECK: with recl 80
! CHECK: stream -2
! CHECK: stdout 2147483647
! CHECK: none -1
program inquire_recl_default
  implicit none
  integer(8) :: r8
  integer :: r4
  open (10, file='rl.txt', status='replace')
  inquire (unit=10, recl=r8)
  print *, 'seq fmt', r8
  inquire (unit=10, recl=r4)
  print *, 'seq fmt 4', r4
  close (10, status='delete')
  open (11, file='rl.bin', form='unformatted', status='replace')
  inquire (unit=11, recl=r8)
  print *, 'seq unf', r8
  close (11, status='delete')
  open (13, file='r80.txt', recl=80, status='replace')
  inquire (unit=13, recl=r8)
  print *, 'with recl', r8
  close (13, status='delete')
  open (12, file='rs.bin', access='stream', form='unformatted', &
        status='replace')
  inquire (unit=12, recl=r8)
  print *, 'stream', r8
  close (12, status='delete')
  inquire (unit=6, recl=r8)
  print *, 'stdout', r8
  inquire (unit=55, recl=r8)
  print *, 'none', r8
end program
