! A program that ends (END PROGRAM, and STOP in a second run) with
! asynchronous transfers still queued on two units: nothing is lost, the
! files hold every record.
!
! libgfortran 12 is no oracle here: at STOP with transfers pending it
! sometimes dies of a segmentation fault and leaves x.txt empty.  The
! records expected follow from the program; ftnio runs alone.
! RUN: %ftnio-run --show-file=x.txt %s | %fcheck %s
! RUN: %ftnio-run --arg stop --show-file=x.txt %s | %fcheck --check-prefix=STOP %s
! RUN: %ftnio-run --show-file=y.bin %s | %fcheck --check-prefix=BIN %s
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
! CHECK-NEXT:   2
! CHECK: 299
! CHECK-NEXT: 300
! CHECK-NOT:{{.}}
! STOP:   1
! STOP: 300
! STOP-NOT:{{.}}
! BIN:stream bytes
