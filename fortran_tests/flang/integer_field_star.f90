! flang front door: a '*' in a formatted INTEGER field (what I2 writes for
! a number too wide) is flang's "Bad character '*' in INTEGER input
! field"; in list-directed input a '*' with no digits before it ends the
! value ("Integer value absent from NAMELIST or list-directed input").
! RUN: %flangdiff %s | %fcheck %s
program integer_field_star
  implicit none
  integer :: i, j, ios
  character(100) :: msg
  character(8) :: line
  write (line, '(i2)') 12345
  msg = ''
  read (line, '(i2)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  read (line, '(g6.0)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  line = '1*'
  read (line, '(i3)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  line = '0*5 7'
  read (line, *, iostat=ios, iomsg=msg) i, j
  print '(i0,1x,i0,1x,a)', ios, i, trim(msg)
  msg = ''
  line = '*5 7'
  read (line, *, iostat=ios, iomsg=msg) i, j
  print '(i0,1x,a)', ios, trim(msg)
end program integer_field_star
! CHECK:1001 Bad character '*' in INTEGER input field
! CHECK-NEXT:1001 Bad character '*' in INTEGER input field
! CHECK-NEXT:1001 Bad character '*' in INTEGER input field
! CHECK-NEXT:1001 0 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input
