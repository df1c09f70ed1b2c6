! Durability promise 4: every normal end of the program (END, STOP,
! ERROR STOP, a runtime error, CALL EXIT) writes all units back without
! CLOSE; the argument picks the way out.
! RUN: %fdiff --arg 1 --show-file=out.txt %s | %fcheck %s
! RUN: %fdiff --arg 2 --show-file=out.txt %s | %fcheck %s
! RUN: %fdiff --arg 3 --show-file=out.txt %s | %fcheck %s
! RUN: %fdiff --arg 4 --show-file=out.txt %s | %fcheck %s
! RUN: %fdiff --arg 5 --show-file=out.txt %s | %fcheck %s
! CHECK:line 1
! CHECK:line 2
program end_writes_back
  implicit none
  character(8) :: how
  integer :: i
  call get_command_argument(1, how)
  open(10, file='out.txt', status='replace')
  write(10, '(a)') 'line 1'
  write(10, '(a)') 'line 2'
  select case (how)
  case ('2')
    stop 3
  case ('3')
    error stop 'bad'
  case ('4')
    read(10, *) i   ! a runtime error: reading after writing at the end
  case ('5')
    call exit(7)
  end select
end program
