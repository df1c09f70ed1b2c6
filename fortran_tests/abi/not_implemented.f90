! ftnio-specific: a feature ftnio does not implement yet stops the program
! loudly ("ftnio: <what> is not implemented", exit status 2) rather than
! passing the call to libgfortran's separate unit table, and output
! written before it is not lost.  An internal file that is a
! non-contiguous section of a rank-2 array is used as the example; when it
! gets implemented, replace it with another unimplemented feature or
! delete this test.
! RUN: %ftnio-run --expect-exit=2 --show=both %s | %fcheck --implicit-check-not='not reached' %s
! RUN: %ftnio-run --expect-exit=2 --merged-file %s | %fcheck --check-prefix=MERGED %s
program not_implemented
  implicit none
  character(4) :: b(3,3)
  b = 'zzzz'
  print *, 'before'
  write (b(1:2,1:2), '(a)') 'ab', 'cd'
  print *, 'not reached'
end program not_implemented
! CHECK: before
! CHECK:{{.*}}ftnio: an internal file that is a non-contiguous array section is not implemented
! MERGED-DAG:{{.*}}ftnio: an internal file that is a non-contiguous array section is not implemented
! MERGED-DAG: before
