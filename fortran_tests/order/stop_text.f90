! STOP 'text': "STOP text" on stderr, exit status 0, no output lost.
! RUN: %fdiff --expect-exit=0 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=0 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=0 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=0 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program stop_text
  implicit none
  print *, 'working'
  write (0, *) 'progress'
  print *, 'done'
  stop 'all done'
end program stop_text
! PIPES: working
! PIPES-NEXT: done
! PIPES-NEXT: progress
! PIPES-NEXT:STOP all done
! SFILE: working
! SFILE-NEXT: done
! SFILE-NEXT: progress
! SFILE-NEXT:STOP all done
! MFILE:STOP all done
! MFILE-NEXT: progress
! MFILE-NEXT: working
! MFILE-NEXT: done
! MPIPE: working
! MPIPE-NEXT: progress
! MPIPE-NEXT: done
! MPIPE-NEXT:STOP all done
