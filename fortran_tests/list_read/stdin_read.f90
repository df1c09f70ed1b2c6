! List-directed READ from standard input (READ(*,*) and READ(5,*)), then
! an uncaught END at the end of the input: message and exit status 2.
! RUN: %fdiff --stdin %S/Inputs/stdin.txt --expect-exit=2 --show=both %s | %fcheck %s
program stdin_read
  implicit none
  integer :: a, b, c
  character(len=10) :: s1, s2
  complex :: z1, z2, z3
  logical :: l1, l2, l3, l4
  read *, a, b
  print *, a, b
  read (5, *) a, b, c
  print *, a, b, c
  read (*, *) s1, s2, z1, z2
  print *, s1, s2, z1, z2
  read (*, *) z3
  print *, z3
  l3 = .true.
  read (*, *) l1, l2, l3, l4
  print *, l1, l2, l3, l4
  read (*, *) a
  print *, 'not reached'
end program stdin_read
! CHECK:           3           4
! CHECK:           5           6           7
! CHECK: hello     world wide            (1.00000000,-1.00000000)            (1.00000000,-1.00000000)
! CHECK:             (2.50000000,3.50000000)
! CHECK: T F T T
! CHECK:At line 21 of file stdin_read.f90 (unit = 5, file = 'stdin')
! CHECK:Fortran runtime error: End of file
! CHECK:Error termination. Backtrace:
