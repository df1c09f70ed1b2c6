! CALL EXIT(3) (GNU extension) after output: exit status 3 and buffered
! output flushed by the exit path, nothing on stderr.
! RUN: %fdiff --expect-exit=3 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=3 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=3 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=3 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program call_exit
  implicit none
  print *, 'first'
  write (0, *) 'second (stderr)'
  print *, 'third'
  call exit(3)
end program call_exit
! PIPES: first
! PIPES-NEXT: third
! PIPES-NEXT: second (stderr)
! SFILE: first
! SFILE-NEXT: third
! SFILE-NEXT: second (stderr)
! MFILE: second (stderr)
! MFILE-NEXT: first
! MFILE-NEXT: third
! MPIPE: first
! MPIPE-NEXT: second (stderr)
! MPIPE-NEXT: third
