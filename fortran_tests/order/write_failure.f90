! Standard output that cannot be written (/dev/full: ENOSPC; fd 1 closed:
! EBADF).  libgfortran 12 silently drops such output (it ignores the result
! of its record flush) and exits 0.  ftnio deliberately differs: a write
! error is never ignored (README: "Nothing lost"), so it is reported like
! any other I/O error: through IOSTAT= when present (IOSTAT = errno, F2018
! 12.11.5), else with the runtime error text and exit status 2.  Never a
! crash or hang.  (ftnio-only: there is no libgfortran reference.)
! RUN: %ftnio-run --expect-exit=2 --stdout-to=/dev/full --show-stderr --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=FULL %s
! RUN: %ftnio-run --expect-exit=2 --close-stdout --show-stderr --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=CLOSED %s
program write_failure
  implicit none
  integer :: ios
  ios = -99
  write (*, *, iostat=ios) 'with iostat'
  write (0, *) 'iostat', ios
  write (0, *) 'stderr ok'
  print *, 'no iostat'
  write (0, *) 'not reached'
end program write_failure
! FULL: iostat          28
! FULL-NEXT: stderr ok
! FULL-NEXT:At line 17 of file write_failure.f90 (unit = 6, file = 'stdout')
! FULL-NEXT:Fortran runtime error: No space left on device
! CLOSED: iostat           9
! CLOSED-NEXT: stderr ok
! CLOSED-NEXT:At line 17 of file write_failure.f90 (unit = 6, file = 'stdout')
! CLOSED-NEXT:Fortran runtime error: Bad file descriptor
