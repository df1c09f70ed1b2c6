! flang front door: flang's runtime tells a decimal INTEGER overflow only
! after it scanned the whole field, so a bad character after the digits
! that overflow is the error ("Bad character 'x' in INTEGER input field");
! with none, the overflow is (IOSTAT 1035).
! RUN: %flangdiff %s | %fcheck %s
program integer_overflow_bad_character
  implicit none
  integer :: ios
  integer(1) :: i1
  integer(2) :: i2
  character(100) :: msg
  character(16) :: c
  c = '683+T'
  i1 = -7
  msg = ''
  read (c, '(I11)', iostat=ios, iomsg=msg) i1
  print '(i0,1x,i0," [",a,"]")', i1, ios, trim(msg)
  c = '83682xft'
  i2 = -7
  msg = ''
  read (c, '(I11)', iostat=ios, iomsg=msg) i2
  print '(i0,1x,i0," [",a,"]")', i2, ios, trim(msg)
  c = '11 54x33-'
  i1 = -7
  msg = ''
  read (c, '(BZ,G11.0)', iostat=ios, iomsg=msg) i1
  print '(i0,1x,i0," [",a,"]")', i1, ios, trim(msg)
  c = '99999 1'
  i2 = -7
  msg = ''
  read (c, '(I11)', iostat=ios, iomsg=msg) i2
  print '(i0,1x,i0," [",a,"]")', i2, ios, trim(msg)
end program integer_overflow_bad_character
! CHECK:-7 1001 [Bad character '+' in INTEGER input field]
! CHECK-NEXT:-7 1001 [Bad character 'x' in INTEGER input field]
! CHECK-NEXT:-7 1001 [Bad character 'x' in INTEGER input field]
! CHECK-NEXT:-7 1035 [Decimal input overflows INTEGER(2) variable]
