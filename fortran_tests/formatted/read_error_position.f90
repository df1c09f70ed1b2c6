! After a format error in a formatted READ libgfortran leaves the position
! where the statement stopped (no skip to the next record), while a bad
! value moves past the record; a READ from standard input with a broken
! format therefore does not wait for a line.  Type checks of the data
! edits on input (I needs INTEGER, F REAL...) are format errors too.
! RUN: %fdiff --stdin %s %s
program read_error_position
  implicit none
  integer :: ios, i
  real :: x
  character(len=20) :: rest, msg
  character(len=12) :: f1, f2
  open (10, file='read_error_position.txt')
  write (10,'(a)') 'abc 12 tail1', '34 tail2', 'xy tail3', 'last'
  rewind (10)
  read (10,'(a3,i3)',iostat=ios,iomsg=msg) rest, x
  print *, 'type mismatch', ios
  read (10,'(a)') rest
  print *, '[', rest, ']'
  read (10,'(i2)',iostat=ios) i
  print *, 'ok', ios, i
  read (10,'(i2)',iostat=ios) i
  print *, 'bad value', ios
  read (10,'(a)') rest
  print *, '[', rest, ']'
  rewind (10)
  f1 = '(i2,q)'
  read (10,f1,iostat=ios) i
  print *, 'format error', ios
  read (10,'(a)') rest
  print *, '[', rest, ']'
  close (10, status='delete')
  f2 = '(1pf0.15)'
  read (*,f2,iostat=ios,iomsg=msg) x
  print *, ios, msg
  read (*,'(a)') rest
  print *, '[', rest, ']'
end program read_error_position
