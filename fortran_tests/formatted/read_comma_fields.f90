! Formatted READ: a comma ends a numeric field of an external record early
! (libgfortran's extension, gfortran.dg/read_comma.f), not an A field and
! not under DECIMAL='COMMA'; internal files only under -std=legacy, where
! it ends every field (gfortran.dg/read_legacy_comma.f90).
! RUN: %fdiff %s
! RUN: %fdiff --fflags=-std=legacy %s
program read_comma_fields
  implicit none
  integer :: i1, i2, i3, ios
  real :: x, y
  logical :: l
  character(10) :: a1
  character(40) :: line
  open (10, status='scratch')
  write (10,'(a)') '1, 235'
  write (10,'(a)') '1234,6789,'
  write (10,'(a)') '3.5,2,T,xyz,'
  write (10,'(a)') ',,,'
  write (10,'(a)') '12,34'
  rewind (10)
  read (10,'(3i2)') i1, i2, i3
  print *, i1, i2, i3
  read (10,'(a10)') a1
  print *, a1
  read (10,'(f5.1,i3,l3,a5)') x, i1, l, a1
  print *, x, i1, l, a1
  i1 = -1; i2 = -1; i3 = -1
  read (10,'(3i5)', iostat=ios) i1, i2, i3
  print *, ios, i1, i2, i3
  read (10,'(i5,2x,i2)', iostat=ios) i1, i2
  print *, ios, i1, i2
  close (10)
  ! DECIMAL='COMMA': the comma is the decimal symbol, not a terminator.
  open (11, status='scratch', decimal='comma')
  write (11,'(a)') '1,5 2,25'
  rewind (11)
  read (11,'(f4.1,f5.2)') x, y
  print *, x, y
  close (11)
  ! Internal files: commas are characters (without -std=legacy).
  line = '12,34'
  read (line,'(i2,1x,i2)', iostat=ios) i1, i2
  print *, ios, i1, i2
  read (line,'(i5)', iostat=ios) i1
  print *, ios, i1
end program read_comma_fields
