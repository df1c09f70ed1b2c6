! flang front door: an undelimited CHARACTER value in list-directed input
! ends at the item's length, and the next item starts right after it
! ("abc12" into CHARACTER(3) and INTEGER gives "abc" and 12; "12345"
! gives "123" and 45); a blank, a comma or the record's end ends it
! before, and a '/' ends it and is passed.  Internal and external files,
! DECIMAL='COMMA'.  libgfortran reads on to the separator.
! RUN: %flangdiff %s | %fcheck %s
program list_undelimited
  implicit none
  character(1) :: c1
  character(3) :: c3
  real :: r
  integer :: ios, i
  character(100) :: msg
  character(40) :: line
  line = 'Xba1ab 2.5'
  c1 = '#'; r = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c1, r
  print '(i0,1x,a,1x,g0,1x,a)', ios, c1, r, trim(msg)
  line = 'abcdef 7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'abc12 7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'ab 7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = '''abcdef'' 7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'abcd,7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'ab/ 7'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'abcdef'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'a&b$cd 4'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'x"yz" 4'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = '12345 4'
  c3 = '###'; i = -1; msg = ''
  read (line, *, iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  line = 'a;bcd 4'
  c3 = '###'; i = -1; msg = ''
  read (line, *, decimal='comma', iostat=ios, iomsg=msg) c3, i
  print '(i0,1x,a,1x,i0,1x,a)', ios, c3, i, trim(msg)
  open (10, file='chars.txt', status='replace')
  write (10, '(a)') 'abc 1 12345 2'
  write (10, '(a)') 'ab,3 xyz9'
  rewind 10
  read (10, *, iostat=ios, iomsg=msg) c3, i, c1, r
  print '(i0,1x,a,1x,i0,1x,a,1x,g0,1x,a)', ios, c3, i, c1, r, trim(msg)
  read (10, *, iostat=ios, iomsg=msg) c3, i, c1, r
  print '(i0,1x,a,1x,i0,1x,a,1x,g0,1x,a)', ios, c3, i, c1, r, trim(msg)
  close (10, status='delete')
end program list_undelimited
! CHECK:1030 X -1. Bad real input data at column 3 of record 1
! CHECK-NEXT:1001 abc -1 Bad character 'd' in INTEGER input field
! CHECK-NEXT:0 abc 12 
! CHECK-NEXT:0 ab  7 
! CHECK-NEXT:0 abc 7 
! CHECK-NEXT:1001 abc -1 Bad character 'd' in INTEGER input field
! CHECK-NEXT:0 ab  7 
! CHECK-NEXT:0 abc -1 
! CHECK-NEXT:1001 a&b -1 Bad character '$' in INTEGER input field
! CHECK-NEXT:1001 x"y -1 Bad character 'z' in INTEGER input field
! CHECK-NEXT:0 123 45 
! CHECK-NEXT:1001 a   -1 Bad character 'b' in INTEGER input field
! CHECK-NEXT:0 abc 1 1 2345. Bad character 'b' in INTEGER input field
! CHECK-NEXT:1030 ab  3 x 2345. Bad real input data at column 8 of record 2
