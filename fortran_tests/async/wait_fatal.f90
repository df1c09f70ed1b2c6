! An asynchronous READ meets the end of file and the WAIT that reports it
! has no IOSTAT= (END= on WAIT is accepted by gfortran but not passed to
! the library): the program ends with the runtime error at the WAIT's
! line and exit status 2.  ftnio only: libgfortran 12 prints the message,
! continues, and then aborts (SIGABRT).
! RUN: %ftnio-run --expect-exit=2 --show=stderr --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
program wait_fatal
  implicit none
  integer :: u, a(3)
  open (newunit=u, file='w.bin', form='unformatted', status='replace', &
        asynchronous='yes')
  write (u) 1, 2, 3
  rewind (u)
  read (u, asynchronous='yes') a
  read (u, asynchronous='yes') a
  wait (u, end=10)
  print *, 'not reached'
10 print *, 'not reached either'
end program wait_fatal
! CHECK:At line 16 of file wait_fatal.f90
! CHECK:Fortran runtime error: End of file
