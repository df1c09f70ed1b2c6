! A non-I/O runtime error (-fcheck=bounds) after buffered output: the error
! text goes straight to fd 2, exit status 2, and the buffered stdout must
! still come out (flushed at exit).
! RUN: %fdiff --expect-exit=2 --show=both --fflags=-fcheck=bounds %s | %fcheck --check-prefix=PIPES %s
! RUN: %fdiff --expect-exit=2 --stdout-file --show=both --fflags=-fcheck=bounds %s | %fcheck --check-prefix=SFILE %s
! RUN: %fdiff --expect-exit=2 --merged-file --fflags=-fcheck=bounds %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --expect-exit=2 --merged-pipe --fflags=-fcheck=bounds %s | %fcheck --check-prefix=MPIPE %s
program bounds_error
  implicit none
  integer :: a(3), i
  print *, 'before'
  write (0, *) 'on stderr'
  print *, 'still before'
  i = 5
  a(i) = 1
  print *, 'not reached', a
end program bounds_error
! PIPES: before
! PIPES-NEXT: still before
! PIPES-NEXT: on stderr
! PIPES-NEXT:At line 15 of file bounds_error.f90
! PIPES-NEXT:Fortran runtime error: Index '5' of dimension 1 of array 'a' above upper bound of 3
! PIPES-EMPTY:
! PIPES-NEXT:Error termination. Backtrace:
! SFILE: before
! SFILE-NEXT: still before
! SFILE-NEXT: on stderr
! SFILE-NEXT:At line 15 of file bounds_error.f90
! SFILE-NEXT:Fortran runtime error: Index '5' of dimension 1 of array 'a' above upper bound of 3
! SFILE-EMPTY:
! SFILE-NEXT:Error termination. Backtrace:
! MFILE:At line 15 of file bounds_error.f90
! MFILE-NEXT:Fortran runtime error: Index '5' of dimension 1 of array 'a' above upper bound of 3
! MFILE-EMPTY:
! MFILE-NEXT:Error termination. Backtrace:
! MFILE: on stderr
! MFILE-NEXT: before
! MFILE-NEXT: still before
! MPIPE: before
! MPIPE-NEXT: on stderr
! MPIPE-NEXT: still before
! MPIPE-NEXT:At line 15 of file bounds_error.f90
! MPIPE-NEXT:Fortran runtime error: Index '5' of dimension 1 of array 'a' above upper bound of 3
! MPIPE-EMPTY:
! MPIPE-NEXT:Error termination. Backtrace:
