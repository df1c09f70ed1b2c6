! Scratch files are made in $TMPDIR (else /tmp; an unusable TMPDIR falls
! back to /tmp; an empty one means the current directory) as
! gfortrantmpXXXXXX and unlinked at once: INQUIRE reports
! NAMED=F and leaves NAME= unchanged, no file is left anywhere, but error
! messages show the path.  (The names are random, so this checks ftnio's
! output against patterns; the differential runs check the rest.)
! RUN: %fdiff %s | %fcheck --check-prefix=SAME %s
! RUN: %ftnio-run --runs=linked --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=fail %s | %fcheck %s
! RUN: %ftnio-run --runs=linked --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --env TMPDIR=. --arg=fail %s | %fcheck --check-prefix=HERE %s
! RUN: %ftnio-run --runs=linked --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --env TMPDIR=/nonexistent --arg=fail %s | %fcheck %s
! RUN: %ftnio-run --runs=linked --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --env TMPDIR= --arg=fail %s | %fcheck --check-prefix=EMPTY %s
! RUN: %fdiff --env TMPDIR=. %s | %fcheck --check-prefix=SAME %s
program scratch_name
  implicit none
  character(len=20) :: nm, arg
  logical :: nd
  integer :: n
  call get_command_argument(1, arg)
  open (10, status='scratch')
  write (10, *) 'scratch data'
  nm = 'untouched'
  inquire (10, named=nd, name=nm, number=n)
  print *, nd, ' ', trim(nm), n
  if (arg == 'fail') close (10, status='keep')
  close (10)
end program scratch_name
! SAME: F  untouched          10
! CHECK: F  untouched          10
! CHECK-NEXT:At line 24 of file scratch_name.f90 (unit = 10, file = '{{/tmp/gfortrantmp[A-Za-z0-9]+}}')
! HERE: F  untouched          10
! HERE-NEXT:At line 24 of file scratch_name.f90 (unit = 10, file = '{{\./gfortrantmp[A-Za-z0-9]+}}')
! EMPTY: F  untouched          10
! EMPTY-NEXT:At line 24 of file scratch_name.f90 (unit = 10, file = '{{gfortrantmp[A-Za-z0-9]+}}')
