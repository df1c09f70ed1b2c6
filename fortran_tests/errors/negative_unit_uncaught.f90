! An uncaught error (negative unit, no IOSTAT/ERR): locus and message on
! stderr, backtrace header, exit status 2, and the output before it kept.
! RUN: %fdiff --expect-exit=2 --show-stderr %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --merged-file %s | %fcheck --check-prefix=MERGED %s
! RUN: %fdiff --expect-exit=2 --stdout-file --env GFORTRAN_ERROR_BACKTRACE=0 %s
program negative_unit_uncaught
  implicit none
  integer :: u
  print *, 'before'
  u = -3
  write (u, *) 'lost'
  print *, 'not reached'
end program negative_unit_uncaught
! CHECK:At line 11 of file negative_unit_uncaught.f90
! CHECK-NEXT:Fortran runtime error: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! CHECK-EMPTY:
! CHECK-NEXT:Error termination. Backtrace:
! MERGED:At line 11 of file negative_unit_uncaught.f90
! MERGED-NEXT:Fortran runtime error: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! MERGED-EMPTY:
! MERGED-NEXT:Error termination. Backtrace:
! MERGED: before
