! GFORTRAN_ERROR_BACKTRACE: 0 suppresses the "Error termination. Backtrace:"
! block of an I/O runtime error, 1 forces it even when the program was
! compiled with -fno-backtrace; unset follows the compile-time setting.
! RUN: %fdiff --expect-exit=2 --show-stderr --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --implicit-check-not=Backtrace --check-prefix=BT0 %s
! RUN: %fdiff --expect-exit=2 --show-stderr --env GFORTRAN_ERROR_BACKTRACE=1 %s | %fcheck --check-prefix=BT1 %s
! RUN: %fdiff --expect-exit=2 --show-stderr --fflags=-fno-backtrace %s | %fcheck --implicit-check-not=Backtrace --check-prefix=NOBT %s
! RUN: %fdiff --expect-exit=2 --show-stderr --fflags=-fno-backtrace --env GFORTRAN_ERROR_BACKTRACE=y %s | %fcheck --check-prefix=NOBT1 %s
! RUN: %fdiff --expect-exit=2 --show-stderr %s | %fcheck --check-prefix=DEF %s
program error_backtrace
  implicit none
  print *, 'before'
  write (5, *) 'lost'
end program error_backtrace
! BT0:At line 12 of file error_backtrace.f90 (unit = 5, file = 'stdin')
! BT0-NEXT:Fortran runtime error: Cannot write to file opened for READ
! BT1:At line 12 of file error_backtrace.f90 (unit = 5, file = 'stdin')
! BT1-NEXT:Fortran runtime error: Cannot write to file opened for READ
! BT1-EMPTY:
! BT1-NEXT:Error termination. Backtrace:
! NOBT:At line 12 of file error_backtrace.f90 (unit = 5, file = 'stdin')
! NOBT-NEXT:Fortran runtime error: Cannot write to file opened for READ
! NOBT1:At line 12 of file error_backtrace.f90 (unit = 5, file = 'stdin')
! NOBT1-NEXT:Fortran runtime error: Cannot write to file opened for READ
! NOBT1-EMPTY:
! NOBT1-NEXT:Error termination. Backtrace:
! DEF:At line 12 of file error_backtrace.f90 (unit = 5, file = 'stdin')
! DEF-NEXT:Fortran runtime error: Cannot write to file opened for READ
! DEF-EMPTY:
! DEF-NEXT:Error termination. Backtrace:
