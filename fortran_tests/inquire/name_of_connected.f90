! NAME= of a connected unit, which the core stores straight into the
! variable: names shorter and longer than the variable (blank padded,
! truncated), a unit reconnected to another file, INQUIRE(FILE=) of a
! connected file, a scratch unit (NAME= unchanged), a unit closed since
! (unchanged), and NAME= with other specifiers in one statement.
! RUN: %fdiff %s
program name_of_connected
  implicit none
  character(len=8) :: short
  character(len=60) :: long
  character(len=*), parameter :: f1 = 'name_of_connected_a_rather_long_name.txt'
  logical :: op
  integer :: u, num, i
  open (10, file=f1, status='replace')
  do i = 1, 3
    long = repeat('x', 60)
    short = 'xxxxxxxx'
    inquire (unit=10, name=long)
    inquire (unit=10, name=short)
    print '(a,"[",a,"][",a,"]")', 'unit 10 ', long, short
  end do
  inquire (unit=10, opened=op, number=num, name=long, access=short)
  print '(l2,i4,1x,a,"|",a,"|")', op, num, trim(long), short
  long = '-'
  inquire (file=f1, name=long, number=num)
  print '(i4,"[",a,"]")', num, long
  close (10, status='delete')
  open (10, file='b.txt', status='replace')
  inquire (unit=10, name=long)
  print '(a,"[",a,"]")', 'reopened ', long
  close (10, status='delete')
  long = 'unchanged'
  inquire (unit=10, name=long)
  print '(a,"[",a,"]")', 'closed ', long
  open (newunit=u, status='scratch')
  long = 'unchanged'
  inquire (unit=u, name=long)
  print '(a,"[",a,"]")', 'scratch ', long
  close (u)
end program name_of_connected
