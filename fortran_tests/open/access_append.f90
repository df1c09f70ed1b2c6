! ACCESS='APPEND' (a GNU extension): sequential access positioned at the
! end, POSITION= reports APPEND, new records go after the old ones.  Under
! -std=f2008 -pedantic the extension is reported at run time ("Extension:
! APPEND as a value for ACCESS in OPEN statement") and ends the program;
! with -pedantic alone it is allowed silently.  POSITION='APPEND' does the
! same in standard Fortran.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-pedantic %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --fflags="-std=f2008 -pedantic" --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=STRICT %s
program access_append
  implicit none
  character(len=12) :: acc, pos
  open (10, file='log.txt', status='replace')
  write (10, *) 'first'
  close (10)
  open (11, file='log2.txt', status='replace')
  write (11, *) 'first'
  close (11)
  open (11, file='log2.txt', position='append')
  write (11, *) 'second'
  close (11)
  print *, 'before'
  acc = 'append'
  open (10, file='log.txt', access=acc)
  inquire (10, access=acc, position=pos)
  print *, trim(acc), ' ', trim(pos)
  write (10, *) 'second'
  close (10)
end program access_append
! CHECK: before
! CHECK-NEXT: SEQUENTIAL APPEND
! STRICT: before
! STRICT-NEXT:At line 24 of file access_append.f90 (unit = 10)
! STRICT-NEXT:Fortran runtime error: Extension: APPEND as a value for ACCESS in OPEN statement
