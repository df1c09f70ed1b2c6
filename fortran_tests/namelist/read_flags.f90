! Namelist READ under compile options: one subscript lets the values run
! on through the array (a GNU extension, silent even with -pedantic; an
! error under -std=f2003), and -fcheck=bounds warns about a truncated
! string.
! RUN: %fdiff --show=both %s | %fcheck --check-prefix=GNU %s
! RUN: %fdiff --fflags=-pedantic --show=both %s | %fcheck --check-prefix=GNU %s
! RUN: %fdiff --fflags=-fcheck=bounds --show=both %s | %fcheck --check-prefix=BOUNDS %s
! RUN: %fdiff --fflags=-std=f2003 --show=both %s | %fcheck --check-prefix=F2003 %s
program read_flags
  integer :: a(5) = 0, ios
  character(3) :: c = 'x'
  character(80) :: msg
  namelist /g/ a, c
  open (10, file='in.txt')
  write (10, '(a)') '&g a(2)=1,2,3 c="abcdef" /'
  rewind (10)
  read (10, nml=g, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, trim(msg)
  print *, a, c
end program read_flags
! GNU:           0           1           2           3           0 abc
! BOUNDS:           0           1           2           3           0 abc
! BOUNDS-NEXT:At line 17 of file {{.*}}read_flags.f90 (unit = 10, file = 'in.txt')
! BOUNDS-NEXT:Fortran runtime warning: Namelist object 'c' truncated on read.
! F2003: Cannot match namelist object name 23
! F2003-NEXT:           0           1           0           0           0 x{{  }}
