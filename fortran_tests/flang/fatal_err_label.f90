! flang front door: ERR= takes an error but not an end of file, END= an
! end of file but not an error: the condition no label takes ends the
! program with flang's message and abort().
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
program fatal_err_label
  implicit none
  integer :: i
  character(4) :: s
  s = 'abc'
  read (s, '(i4)', end=10) i
10 print *, 'not reached'
end program fatal_err_label
! CHECK:{{$}}
! CHECK-NEXT:fatal Fortran runtime error({{.*}}fatal_err_label.f90:10): {{.*}}
