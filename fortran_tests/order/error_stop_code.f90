! ERROR STOP n: exit status n, "ERROR STOP n" on stderr, output kept.
! RUN: %fdiff --expect-exit=7 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=7 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=7 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=7 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program error_stop_code
  implicit none
  print *, 'before error stop'
  write (0, *) 'stderr before'
  error stop 7
end program error_stop_code
! PIPES: before error stop
! PIPES-NEXT: stderr before
! PIPES-NEXT:ERROR STOP 7
! PIPES-EMPTY:
! PIPES-NEXT:Error termination. Backtrace:
! SFILE: before error stop
! SFILE-NEXT: stderr before
! SFILE-NEXT:ERROR STOP 7
! SFILE-EMPTY:
! SFILE-NEXT:Error termination. Backtrace:
! MFILE:ERROR STOP 7
! MFILE-EMPTY:
! MFILE-NEXT:Error termination. Backtrace:
! MFILE: stderr before
! MFILE-NEXT: before error stop
! MPIPE: before error stop
! MPIPE-NEXT: stderr before
! MPIPE-NEXT:ERROR STOP 7
! MPIPE-EMPTY:
! MPIPE-NEXT:Error termination. Backtrace:
