! GFORTRAN_ERROR_BACKTRACE also governs the backtrace block of ERROR STOP.
! RUN: %fdiff --expect-exit=4 --merged-pipe --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --implicit-check-not=Backtrace --check-prefix=BT0 %s
! RUN: %fdiff --expect-exit=4 --merged-pipe --fflags=-fno-backtrace --env GFORTRAN_ERROR_BACKTRACE=1 %s | %fcheck --check-prefix=BT1 %s
program error_stop_backtrace
  implicit none
  print *, 'before'
  error stop 4
end program error_stop_backtrace
! BT0: before
! BT0-NEXT:ERROR STOP 4
! BT1: before
! BT1-NEXT:ERROR STOP 4
! BT1-EMPTY:
! BT1-NEXT:Error termination. Backtrace:
