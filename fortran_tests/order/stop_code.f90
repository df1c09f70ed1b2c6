! STOP n: "STOP n" on stderr, exit status n; buffered stdout is flushed at
! exit, after the STOP text when stdout is a regular file.
! RUN: %fdiff --expect-exit=3 --show=both  %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=3 --stdout-file --show=both  %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=3 --merged-file  %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=3 --merged-pipe  %s | %fcheck --check-prefix=MPIPE %s
program stop_code
  implicit none
  integer :: i
  do i = 1, 3
    print *, 'line', i
  end do
  write (0, *) 'to stderr'
  stop 3
end program stop_code
! PIPES: line           1
! PIPES-NEXT: line           2
! PIPES-NEXT: line           3
! PIPES-NEXT: to stderr
! PIPES-NEXT:STOP 3
! SFILE: line           1
! SFILE-NEXT: line           2
! SFILE-NEXT: line           3
! SFILE-NEXT: to stderr
! SFILE-NEXT:STOP 3
! MFILE:STOP 3
! MFILE-NEXT: to stderr
! MFILE-NEXT: line           1
! MFILE-NEXT: line           2
! MFILE-NEXT: line           3
! MPIPE: line           1
! MPIPE-NEXT: line           2
! MPIPE-NEXT: line           3
! MPIPE-NEXT: to stderr
! MPIPE-NEXT:STOP 3
