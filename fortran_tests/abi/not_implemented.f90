! ftnio-specific: an entry point ftnio does not implement yet stops the
! program loudly ("ftnio: <what> is not implemented", exit status 2) rather
! than passing the call to libgfortran's separate unit table, and output
! written before it is not lost.  Namelist WRITE (st_set_nml_var) is used as
! the example; when it gets implemented, replace it with another stubbed
! entry point or delete this test.
! RUN: %ftnio-run --expect-exit=2 --show=both %s | %fcheck --implicit-check-not='not reached' %s
! RUN: %ftnio-run --expect-exit=2 --merged-file %s | %fcheck --check-prefix=MERGED %s
program not_implemented
  implicit none
  integer :: x = 1
  namelist /nl/ x
  print *, 'before'
  write (*, nml=nl)
  print *, 'not reached'
end program not_implemented
! CHECK: before
! CHECK-NEXT:ftnio: namelist I/O is not implemented
! MERGED-DAG:ftnio: namelist I/O is not implemented
! MERGED-DAG: before
