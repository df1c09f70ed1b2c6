! Uncaught list-directed READ errors end the program with libgfortran's
! message (internal unit: no unit in the locus) and exit status 2.
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
program uncaught
  implicit none
  character(len=20) :: s
  integer :: a
  real :: x
  s = '5'
  read (s, *) a
  print *, a
  s = '1.5 2.5.1'
  read (s, *) x, x
  print *, 'not reached'
end program uncaught
! CHECK:           5
! CHECK:At line 13 of file uncaught.f90
! CHECK:Fortran runtime error: Bad real number in item 2 of list input
