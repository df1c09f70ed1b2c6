! ERROR STOP without a code: "ERROR STOP " on stderr plus the backtrace
! block, exit status 1, earlier output kept.
! RUN: %fdiff --expect-exit=1 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=1 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=1 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=1 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program error_stop
  implicit none
  print *, 'before error stop'
  write (0, *) 'stderr before'
  print *, 42
  error stop
end program error_stop
! PIPES: before error stop
! PIPES-NEXT:          42
! PIPES-NEXT: stderr before
! PIPES-NEXT:ERROR STOP{{ }}
! PIPES-EMPTY:
! PIPES-NEXT:Error termination. Backtrace:
! SFILE: before error stop
! SFILE-NEXT:          42
! SFILE-NEXT: stderr before
! SFILE-NEXT:ERROR STOP{{ }}
! SFILE-EMPTY:
! SFILE-NEXT:Error termination. Backtrace:
! MFILE:ERROR STOP{{ }}
! MFILE-EMPTY:
! MFILE-NEXT:Error termination. Backtrace:
! MFILE: stderr before
! MFILE-NEXT: before error stop
! MFILE-NEXT:          42
! MPIPE: before error stop
! MPIPE-NEXT: stderr before
! MPIPE-NEXT:          42
! MPIPE-NEXT:ERROR STOP{{ }}
! MPIPE-EMPTY:
! MPIPE-NEXT:Error termination. Backtrace:
