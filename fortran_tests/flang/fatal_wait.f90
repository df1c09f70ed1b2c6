! flang front door: a WAIT for an ID that is not pending, without
! IOSTAT= or ERR=, ends the program with flang's message.  (Nothing is
! written to the file: flang's runtime would lose it at the abort.)
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
program fatal_wait
  implicit none
  integer :: id
  open (12, file='d.dat', asynchronous='yes', status='replace')
  id = 1
  wait (12)
  print *, 'waited all'
  wait (12, id=id)
  print *, 'not reached'
end program fatal_wait
! CHECK:fatal Fortran runtime error({{.*}}fatal_wait.f90:12): WAIT(ID=nonzero) for an ID value that is not a pending operation
