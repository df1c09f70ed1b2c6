! flang front door: CLOSE of a unit a failed OPEN left, after a WRITE
! put output in flang 19's buffer of it, stops the program on the
! internal check its runtime makes there (issue 18; progen --flang seeds
! 497, 593, 676, 991).
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
program fatal_left_unit_close
  implicit none
  integer :: ios
  open (20, file='flu_none.dat', status='old', iostat=ios)
  close (20)
  open (20, file='flu_none.dat', status='old', iostat=ios)
  write (20, *, iostat=ios) 1, 'x'
  print *, 'write', ios
  close (20, iostat=ios)
  print *, 'not reached', ios
end program
! CHECK:{{$}}
! CHECK-NEXT:fatal Fortran runtime error({{.*}}fatal_left_unit_close.f90:14): Internal error: RUNTIME_CHECK(fd_ >= 0) failed at flang/runtime/file.cpp(371)
