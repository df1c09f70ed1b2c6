! With -pedantic and a standard that excludes GNU extensions, the comma
! that ends a numeric field is libgfortran's notify_std error: no IOSTAT=
! catches it; a standard that only warns prints the warning and goes on.
! RUN: %fdiff --fflags="-pedantic -std=f2008" --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
! RUN: %fdiff --fflags="-pedantic -std=gnu" %s
program read_comma_pedantic
  implicit none
  integer :: i, j, ios
  open (10, file='read_comma_pedantic.txt')
  write (10,'(a)') '1,2'
  rewind (10)
  read (10,'(2i3)', iostat=ios) i, j
  print *, ios, i, j
  close (10, status='delete')
end program read_comma_pedantic
