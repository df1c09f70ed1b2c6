! An uncaught CLOSE error (a bad STATUS=) prints the locus with the unit's
! file name and ends the program with exit status 2; the unit stays
! connected, and its buffered output still reaches the file at exit.
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
program close_uncaught
  implicit none
  character(len=8) :: st
  open (10, file='data.txt', status='replace')
  write (10, *) 'written before the error'
  print *, 'before'
  st = 'purge'
  close (10, status=st)
  print *, 'not reached'
end program close_uncaught
! CHECK: before
! CHECK-NEXT:At line 12 of file close_uncaught.f90 (unit = 10, file = 'data.txt')
! CHECK-NEXT:Fortran runtime error: Bad STATUS parameter in CLOSE statement
