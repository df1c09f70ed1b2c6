! STOP n, QUIET=.true. (F2018): no STOP text, exit status n, output kept.
! RUN: %fdiff --expect-exit=5 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=5 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=5 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=5 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program stop_quiet
  implicit none
  print *, 'quiet'
  write (0, *) 'stderr line'
  stop 5, quiet=.true.
end program stop_quiet
! PIPES: quiet
! PIPES-NEXT: stderr line
! SFILE: quiet
! SFILE-NEXT: stderr line
! MFILE: stderr line
! MFILE-NEXT: quiet
! MPIPE: quiet
! MPIPE-NEXT: stderr line
