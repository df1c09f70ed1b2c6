! flang front door: flang's runtime ends an I or B/O/Z field at a comma also
! under DECIMAL='COMMA' (the next edit starts after it; B, O, Z stop after
! their last digit, before the comma), but not a REAL one, whose decimal
! symbol it is there; a ';' is a bad character in such fields.
! RUN: %flangdiff %s | %fcheck %s
program decimal_comma_ends_field
  implicit none
  integer :: ios, i, k
  real :: r, s
  character(100) :: msg
  character(16) :: c
  c = '12,34'
  i = -7; k = -7; msg = ''
  read (c, '(DC,I4,I3)', iostat=ios, iomsg=msg) i, k
  print '(3(i0,1x),"[",a,"]")', i, k, ios, trim(msg)
  c = '12;34'
  i = -7; k = -7; msg = ''
  read (c, '(DC,I4,I3)', iostat=ios, iomsg=msg) i, k
  print '(3(i0,1x),"[",a,"]")', i, k, ios, trim(msg)
  c = '12;34'
  i = -7; k = -7; msg = ''
  read (c, '(I4,I3)', iostat=ios, iomsg=msg) i, k
  print '(3(i0,1x),"[",a,"]")', i, k, ios, trim(msg)
  c = '1,5;7'
  r = -7
  s = -7
  msg = ''
  read (c, '(DC,F4.1,F3.0)', iostat=ios, iomsg=msg) r, s
  print '(2(g0,1x),i0,1x,"[",a,"]")', r, s, ios, trim(msg)
  c = '12,34'
  i = -7; k = -7; msg = ''
  read (c, '(DC,Z4,I3)', iostat=ios, iomsg=msg) i, k
  print '(3(i0,1x),"[",a,"]")', i, k, ios, trim(msg)
  c = '12;34'
  i = -7; k = -7; msg = ''
  read (c, '(DC,Z4,I3)', iostat=ios, iomsg=msg) i, k
  print '(3(i0,1x),"[",a,"]")', i, k, ios, trim(msg)
  c = '  1,5 7,25'
  msg = ''
  r = -7
  s = -7
  msg = ''
  read (c, '(DC,F4.1,F4.0)', iostat=ios, iomsg=msg) r, s
  print '(2(g0,1x),i0,1x,"[",a,"]")', r, s, ios, trim(msg)
end program decimal_comma_ends_field
! CHECK:12 34 0 []
! CHECK-NEXT:-7 -7 1001 [Bad character ';' in INTEGER input field]
! CHECK-NEXT:-7 -7 1001 [Bad character ';' in INTEGER input field]
! CHECK-NEXT:-7. -7. 1030 [Bad real input data at column 5 of record 1]
! CHECK-NEXT:18 0 0 []
! CHECK-NEXT:-7 -7 1001 [Bad character ';' in B/O/Z input field]
! CHECK-NEXT:1. 57. 0 []
