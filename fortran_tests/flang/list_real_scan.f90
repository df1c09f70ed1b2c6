! flang front door: a list-directed REAL value as flang 19 scans it.  A
! character that ends the digits is taken with them ("1.5x" is 1.5), so
! is one that ends the exponent digits; blanks after an exponent letter
! are skipped ("1.5e 7" is 1.5e7, and the next item meets the end); an
! exponent letter or sign without digits goes back to where the digits
! ended, and a character there that separates no values is IOSTAT 1046
! with the value stored; "e5" and "." are zero; "inf5" is Infinity.  The
! messages count columns and records: internal files, an external file
! read across records, DECIMAL='COMMA', kinds 4 to 16.
! RUN: %flangdiff %s | %fcheck %s
program list_real_scan
  implicit none
  real :: r, s
  real(8) :: d
  real(10) :: x
  real(16) :: q
  integer :: ios, k, i
  character(100) :: msg
  character(40) :: line
  character(10), parameter :: inputs(54) = [character(10) :: &
    '1.5q', '1.5e', '1.5d', '1.5e+', '2q3', '1.5x', '1.5ee2', '.', '+', &
    '-.e1', 'e5', '1.5 e2', '1.5e2x', '1.5(', '1.5e2.', '1.q-1', 'inf', &
    'infinityx', 'nan()', 'nan(ab', '1,5', '1.5e+x', '1.5/', '1.5)', &
    '1.5e-', 'x', '1.5..', '1.5e1e', '.e', 'd', '1.5e 2', '1.5ex', '1.5.', &
    '-', 'infx', 'nanq', 'inf5', '1.5+3', "1.5'", '1.5"', '1.5*2', &
    '1.5e2(', '+.', '1.5;', '-nan', '-nan()', 'nan(x_1)', '1.5+x', '.5e', &
    '-0', '1.5e99', '00012.5000', '1.5x,2', '1.5 ,2']
  do k = 1, size(inputs)
    r = -1; i = -1; msg = ''
    line = trim(inputs(k))//' 7'
    read (line, *, iostat=ios, iomsg=msg) r, i
    print '(a,1x,i0,1x,g0,1x,z8.8,1x,i0,1x,a)', trim(inputs(k)), ios, r, r, &
      i, trim(msg)
  end do
  line = '1.1 2.2e300 3.3q4000 4.4d4000'
  read (line, *, iostat=ios, iomsg=msg) r, d, x, q
  print '(i0,4(1x,g0))', ios, r, d, x, q
  open (10, file='scan.txt', status='replace')
  write (10, '(a)') '1.5 2.5'
  write (10, '(a)') '  3.5'
  write (10, '(a)') ' 4.5 5.5x 6'
  write (10, '(a)') ' 7.5 8.5e+ 9'
  write (10, '(a)') ' 9.5 +'
  rewind 10
  read (10, *, iostat=ios, iomsg=msg) r, s, d, x
  print '(i0,4(1x,g0))', ios, r, s, d, x
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) r, s, i
  print '(i0,2(1x,g0),1x,i0,1x,a)', ios, r, s, i, trim(msg)
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) r, s, i
  print '(i0,2(1x,g0),1x,i0,1x,a)', ios, r, s, i, trim(msg)
  close (10, status='delete')
  line = '1,5;2,5x;3'
  read (line, *, decimal='comma', iostat=ios, iomsg=msg) r, s, i
  print '(i0,2(1x,g0),1x,i0)', ios, r, s, i
  msg = ''
  line = '1,5e;2'
  read (line, *, decimal='comma', iostat=ios, iomsg=msg) r, i
  print '(i0,1x,g0,1x,i0,1x,a)', ios, r, i, trim(msg)
end program list_real_scan
! CHECK:1.5q -1 .15E+8 4B64E1C0 -1 End of file during input
! CHECK-NEXT:1.5e -1 .15E+8 4B64E1C0 -1 End of file during input
! CHECK-NEXT:1.5d -1 .15E+8 4B64E1C0 -1 End of file during input
! CHECK-NEXT:1.5e+ 1046 1.5 3FC00000 -1 invalid character (0x2b) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:2q3 0 2000. 44FA0000 7 
! CHECK-NEXT:1.5x 0 1.5 3FC00000 7 
! CHECK-NEXT:1.5ee2 1046 1.5 3FC00000 -1 invalid character (0x65) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:. 0 0. 00000000 7 
! CHECK-NEXT:+ 1030 -1. BF800000 -1 Bad real input data at column 2 of record 1
! CHECK-NEXT:-.e1 0 -0. 80000000 7 
! CHECK-NEXT:e5 0 0. 00000000 7 
! CHECK-NEXT:1.5 e2 1001 1.5 3FC00000 -1 Bad character 'e' in INTEGER input field
! CHECK-NEXT:1.5e2x 0 150. 43160000 7 
! CHECK-NEXT:1.5( 1046 1.5 3FC00000 -1 invalid character (0x28) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1.5e2. 0 150. 43160000 7 
! CHECK-NEXT:1.q-1 0 .1 3DCCCCCD 7 
! CHECK-NEXT:inf 0 Inf 7F800000 7 
! CHECK-NEXT:infinityx 1030 -1. BF800000 -1 Trailing characters after real input data at column 10 of record 1
! CHECK-NEXT:nan() 0 NaN 7FC00000 7 
! CHECK-NEXT:nan(ab 1046 NaN 7FC00000 -1 invalid character (0x28) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1,5 0 1. 3F800000 5 
! CHECK-NEXT:1.5e+x 1046 1.5 3FC00000 -1 invalid character (0x2b) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:1.5/ 0 1.5 3FC00000 -1 
! CHECK-NEXT:1.5) 1046 1.5 3FC00000 -1 invalid character (0x29) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1.5e- 1046 1.5 3FC00000 -1 invalid character (0x2d) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:x 1030 -1. BF800000 -1 Bad real input data at column 2 of record 1
! CHECK-NEXT:1.5.. 1046 1.5 3FC00000 -1 invalid character (0x2e) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:1.5e1e 0 15. 41700000 7 
! CHECK-NEXT:.e -1 0. 00000000 -1 End of file during input
! CHECK-NEXT:d -1 0. 00000000 -1 End of file during input
! CHECK-NEXT:1.5e 2 0 150. 43160000 7 
! CHECK-NEXT:1.5ex 1046 1.5 3FC00000 -1 invalid character (0x78) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:1.5. 0 1.5 3FC00000 7 
! CHECK-NEXT:- 1030 -1. BF800000 -1 Trailing characters after real input data at column 2 of record 1
! CHECK-NEXT:infx 1030 -1. BF800000 -1 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:nanq 1030 -1. BF800000 -1 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:inf5 0 Inf 7F800000 7 
! CHECK-NEXT:1.5+3 0 1500. 44BB8000 7 
! CHECK-NEXT:1.5' 1046 1.5 3FC00000 -1 invalid character (0x27) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1.5" 1046 1.5 3FC00000 -1 invalid character (0x22) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1.5*2 1046 1.5 3FC00000 -1 invalid character (0x2a) after list-directed input value, at column 4 in record 1
! CHECK-NEXT:1.5e2( 1046 150. 43160000 -1 invalid character (0x28) after list-directed input value, at column 6 in record 1
! CHECK-NEXT:+. 0 0. 00000000 7 
! CHECK-NEXT:1.5; 0 1.5 3FC00000 7 
! CHECK-NEXT:-nan 0 NaN FFC00000 7 
! CHECK-NEXT:-nan() 0 NaN FFC00000 7 
! CHECK-NEXT:nan(x_1) 0 NaN 7FC00000 7 
! CHECK-NEXT:1.5+x 1046 1.5 3FC00000 -1 invalid character (0x78) after list-directed input value, at column 5 in record 1
! CHECK-NEXT:.5e -1 .5E+7 4A989680 -1 End of file during input
! CHECK-NEXT:-0 0 -0. 80000000 7 
! CHECK-NEXT:1.5e99 1036 Inf 7F800000 -1 Real or complex input value overflows type
! CHECK-NEXT:00012.5000 0 12.5 41480000 7 
! CHECK-NEXT:1.5x,2 0 1.5 3FC00000 2 
! CHECK-NEXT:1.5 ,2 0 1.5 3FC00000 2 
! CHECK-NEXT:0 1.1 .22E+301 .33E+4001 .44E+4001
! CHECK-NEXT:0 1.5 2.5 3.5 4.5
! CHECK-NEXT:1046 7.5 8.5 2 invalid character (0x2b) after list-directed input value, at column 10 in record 4
! CHECK-NEXT:1030 9.5 8.5 2 Bad real input data at column 7 of record 5
! CHECK-NEXT:0 1.5 2.5 3
! CHECK-NEXT:0 1.5 2 
