! Uncaught WRITE to unit 5 (stdin): locus names the unit and file 'stdin',
! exit status 2, earlier output is not lost.
! RUN: %fdiff --expect-exit=2 --show=both %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --merged-file %s
! RUN: %fdiff --expect-exit=2 --stdout-file --env GFORTRAN_ERROR_BACKTRACE=0 --show=both %s | %fcheck --check-prefix=NOBT %s
program write_stdin_uncaught
  implicit none
  print *, 'before'
  write (5, *) 'lost'
  print *, 'not reached'
end program write_stdin_uncaught
! CHECK: before
! CHECK-NEXT:At line 9 of file write_stdin_uncaught.f90 (unit = 5, file = 'stdin')
! CHECK-NEXT:Fortran runtime error: Cannot write to file opened for READ
! CHECK-EMPTY:
! CHECK-NEXT:Error termination. Backtrace:
! NOBT: before
! NOBT-NEXT:At line 9 of file write_stdin_uncaught.f90 (unit = 5, file = 'stdin')
! NOBT-NEXT:Fortran runtime error: Cannot write to file opened for READ
