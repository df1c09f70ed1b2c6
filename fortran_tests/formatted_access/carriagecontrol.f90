! DEC CARRIAGECONTROL= on output: 'NONE' ends records with nothing,
! 'FORTRAN' reads the first character of every A-edited string as a
! control character (' ', '+', '-', '0', '1', '$', NUL) and ends the
! record with CR unless that says otherwise; a record without an A edit
! has no end; '/' and A with a width.
! RUN: %fdiff --fflags=-fdec %s
program carriagecontrol
  implicit none
  open(10, file='none.txt', carriagecontrol='none', status='replace')
  write(10, '(a)') 'one'
  write(10, '(i3,/,a)') 7, 'two'
  close(10)
  open(10, file='fortran.txt', carriagecontrol='fortran', status='replace')
  write(10, '(a)') ' plain'
  write(10, '(a)') '+over'
  write(10, '(a)') '-one lf'
  write(10, '(a)') '0two lf'
  write(10, '(a)') '1page'
  write(10, '(a)') '$prompt'
  write(10, '(a)') char(0)//'noadvance'
  write(10, '(i4)') 42
  write(10, '(a,a)') ' ab', '+cd'
  write(10, '(a3,/,a)') ' xyz', '$w'
  write(10, '(a)') ' last'
  close(10)
end program carriagecontrol
