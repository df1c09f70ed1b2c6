! Plain STOP after output: exit 0, nothing on stderr, no output lost in any
! capture mode.
! RUN: %fdiff --expect-exit=0 --show=both %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=0 --stdout-file --show=both %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=0 --merged-file %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=0 --merged-pipe %s | %fcheck --check-prefix=MPIPE %s
program stop_plain
  implicit none
  print *, 'one'
  write (0, *) 'two'
  print *, 'three'
  stop
end program stop_plain
! PIPES: one
! PIPES-NEXT: three
! PIPES-NEXT: two
! SFILE: one
! SFILE-NEXT: three
! SFILE-NEXT: two
! MFILE: two
! MFILE-NEXT: one
! MFILE-NEXT: three
! MPIPE: one
! MPIPE-NEXT: two
! MPIPE-NEXT: three
