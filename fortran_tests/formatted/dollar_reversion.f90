! Once '$' has run in a statement, libgfortran writes no record end on an
! external unit at format reversion or '/' for the rest of the statement
! (gfortran.dg/dollar_edit_descriptor_4.f); an internal file still gets
! its records.
! RUN: %fdiff %s
program dollar_reversion
  implicit none
  character(len=6) :: cells(3)
  integer :: ios
10 format (i3,$)
  open (10, file='dollar_reversion.txt')
  write (10,10) 1
  write (10,10) 2,3,4,5
  write (10,'(a)') 'x'
  write (10,'(i3,$)') 6,7
  write (10,'(i3,"a",$)') 8,9
  write (10,'(i3,/,$)') 8,9
  write (10,'(a)') ''
  write (10,'(2i3,$,/)') 1,2,3
  close (10)
  write (*,'(i2,$)') 1, 2, 3
  write (*,'(a)') '|'
  cells = '?'
  write (cells,'(i3,$)',iostat=ios) 4, 5, 6
  print *, ios, '[', cells, ']'
end program dollar_reversion
