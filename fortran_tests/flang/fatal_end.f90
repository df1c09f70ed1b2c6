! flang front door: an end of file that no END= or IOSTAT= takes ends the
! program as flang's runtime does: "fatal Fortran runtime error(file:line):
! <message>" on stderr, standard output flushed (its non-advancing record
! included), then abort() (SIGABRT), not gfortran's message and exit 2.
! (ftnio flushes the other units too, where flang's runtime loses what
! it buffered for them: see the README.)
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
program fatal_end
  implicit none
  integer :: i
  character(4) :: s
  print *, 'before'
  write (*, '(a)', advance='no') 'partial'
  s = ' '
  read (s, *) i
  print *, 'not reached'
end program fatal_end
! CHECK:{{$}}
! CHECK-NEXT:fatal Fortran runtime error({{.*}}fatal_end.f90:15): End of file during input
