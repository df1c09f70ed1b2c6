! GFORTRAN_SHOW_LOCUS=0 (or n) drops the "At line ..." line of runtime
! error messages; the message, backtrace header and exit status remain.
! RUN: %fdiff --expect-exit=2 --merged-pipe --env GFORTRAN_SHOW_LOCUS=0 %s | %fcheck --check-prefix=NOLOC %s
! RUN: %fdiff --expect-exit=2 --merged-pipe --env GFORTRAN_SHOW_LOCUS=n --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=NOLOCN %s
! RUN: %fdiff --expect-exit=2 --merged-pipe --env GFORTRAN_SHOW_LOCUS=y %s | %fcheck --check-prefix=LOC %s
program show_locus
  implicit none
  integer :: u
  print *, 'before'
  u = -5
  write (u, *) 'lost'
end program show_locus
! NOLOC: before
! NOLOC-NEXT:Fortran runtime error: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! NOLOC-EMPTY:
! NOLOC-NEXT:Error termination. Backtrace:
! NOLOCN: before
! NOLOCN-NEXT:Fortran runtime error: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! LOC: before
! LOC-NEXT:At line 11 of file show_locus.f90
! LOC-NEXT:Fortran runtime error: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! LOC-EMPTY:
! LOC-NEXT:Error termination. Backtrace:
