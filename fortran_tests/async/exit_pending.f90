! A program that ends (END PROGRAM, and STOP in a second run) with
! asynchronous transfers still queued on two units: nothing is lost, the
! files hold every record.
! RUN: %fdiff --show-file=x.txt %s | %fcheck %s
! RUN: %fdiff --arg stop --show-file=x.txt %s | %fcheck --check-prefix=STOP %s
program exit_pending
  implicit none
  ! SAVE: the worker reads k after the main program returned (F2018 8.5.16
  ! makes main-program variables saved; gfortran keeps them on the stack).
  integer, save :: k(300)
  integer :: u, w, i
  character(len=8) :: arg
  k = [(i, i = 1, 300)]
  call get_command_argument(1, arg)
  open (newunit=u, file='x.txt', status='replace', asynchronous='yes')
  open (newunit=w, file='y.bin', status='replace', asynchronous='yes', &
        form='unformatted', access='stream')
  do i = 1, 300
    write (u, '(i4)', asynchronous='yes') k(i)
  end do
  write (w, asynchronous='yes') 'stream bytes'
  if (arg == 'stop') stop 'stopped with pending transfers'
end program exit_pending
! CHECK:   1
! CHECK: 300
! STOP: {{.*}}300
