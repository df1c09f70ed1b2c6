! flang front door: flang's text for a bad INTEGER field names the first
! character that is neither a digit nor a blank: blanks among the digits of
! a formatted field are skipped (BN) or zeros (BZ), not bad characters.
! RUN: %flangdiff %s | %fcheck %s
program integer_bad_character
  implicit none
  integer :: ios, i, k
  character(100) :: msg
  character(16) :: c
  c = '1 a Z 0c Xc-0 6'
  msg = ''
  read (c, '(I11)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  c = ' -  4 4c'
  msg = ''
  read (c, '(BZ,I8)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  c = '  12 3 -5'
  msg = ''
  read (c, '(I9)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  c = '- 1	2x'
  msg = ''
  read (c, '(I7)', iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  c = '12 Y 4'
  msg = ''
  read (c, '(I3,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,a)', ios, trim(msg)
end program integer_bad_character
! CHECK:1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:1001 Bad character 'c' in INTEGER input field
! CHECK-NEXT:1001 Bad character '-' in INTEGER input field
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT:1001 Bad character 'Y' in INTEGER input field
