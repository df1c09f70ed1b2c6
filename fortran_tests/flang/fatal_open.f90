! flang front door: an OPEN that fails with an operating-system error and
! has IOMSG= but no IOSTAT= or ERR= ends the program as flang's runtime
! does, naming the errno ("I/O error (errno=2): ..."); an END= label does
! not take an error.
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
program fatal_open
  implicit none
  character(80) :: msg
  integer :: i
  print *, 'before'
  open (10, file='missing/none.txt', status='old', iomsg=msg)
  print *, 'not reached', i
end program fatal_open
! CHECK:{{$}}
! CHECK-NEXT:fatal Fortran runtime error({{.*}}fatal_open.f90:11): I/O error (errno=2): No such file or directory
