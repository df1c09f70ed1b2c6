! ERROR STOP 'text': exit status 1, "ERROR STOP text" on stderr.
! RUN: %fdiff --expect-exit=1 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=1 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=1 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=1 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program error_stop_text
  implicit none
  print *, 'before error stop'
  error stop 'fatal condition'
end program error_stop_text
! PIPES: before error stop
! PIPES-NEXT:ERROR STOP fatal condition
! PIPES-EMPTY:
! PIPES-NEXT:Error termination. Backtrace:
! SFILE: before error stop
! SFILE-NEXT:ERROR STOP fatal condition
! SFILE-EMPTY:
! SFILE-NEXT:Error termination. Backtrace:
! MFILE:ERROR STOP fatal condition
! MFILE-EMPTY:
! MFILE-NEXT:Error termination. Backtrace:
! MFILE: before error stop
! MPIPE: before error stop
! MPIPE-NEXT:ERROR STOP fatal condition
! MPIPE-EMPTY:
! MPIPE-NEXT:Error termination. Backtrace:
