! flang front door: list-directed INTEGER values as flang 19 scans them,
! and commas under DECIMAL='COMMA'.  A sign alone is zero; no sign and no
! digit is "Integer value absent"; the value stops, without taking it, at
! a blank, '/', a parenthesis, a quote or '*', and any other character
! that is no digit is a bad character (';' too when the decimal symbol is
! the point).  Under DECIMAL='COMMA' a comma separates no values: it ends
! an INTEGER value and is taken with it, it is a bad character for a
! LOGICAL one, a decimal comma in a REAL one, part of an undelimited
! CHARACTER one, and it is no null value at the start of an item.  An
! undelimited CHARACTER value takes the separator right after it: the
! next item still looks for one of its own ("ab,,8" is "ab" and 8).
! RUN: %flangdiff %s | %fcheck %s
program list_integer_scan
  implicit none
  integer :: i, j, ios, k
  integer(1) :: b
  integer(8) :: n
  real(8) :: r
  logical :: l
  character(10) :: c
  character(100) :: msg
  character(20), parameter :: point(19) = [character(20) :: '1;8', &
    '1.5 8', '1e2 8', "12'", '0x1F 8', '+-1 8', '1-2 8', '-0 8', '12"', &
    '12)', '99999999999 8', '-,8', '+ 8', '- ,8', '-/', '-', '  +7/', &
    '7*', '12x 3']
  character(20), parameter :: comma(14) = [character(20) :: '1,,8', &
    '1;;8', '1, 8', '1,x 8', ',', '1,', ',7;8', '1,7;8', '+,7;8', '-;8', &
    '12x;8', '1 ,;8', '1+;8', '3,5 ; 4']
  character(20), parameter :: mixed(8) = [character(20) :: '9,5; ,fx; 7', &
    '9,5; ,7; 7', '9,5;,;7', '9,5 , t 7', '9,5; .t,x; 7', '1,5;t;,7', &
    ',5 t 7', '9,5;t;, 7']
  character(20), parameter :: strings(11) = [character(20) :: 'ab,,8', &
    'ab,,,8', 'ab, ,8', '1,,8', '1,,,8', 'abcdefghijklm,,8', 'ab;;8', &
    'ab;;;8', 'ab; ;8', '1;,8', 'ab/,8']
  do k = 1, size(point)
    i = -1; j = -1; msg = ''
    read (point(k), *, iostat=ios, iomsg=msg) i, j
    print '(a,1x,i0,1x,i0,1x,i0,1x,a)', trim(point(k)), ios, i, j, trim(msg)
  end do
  do k = 1, size(comma)
    i = -1; j = -1; msg = ''
    read (comma(k), *, iostat=ios, iomsg=msg, decimal='comma') i, j
    print '(a,1x,i0,1x,i0,1x,i0,1x,a)', trim(comma(k)), ios, i, j, trim(msg)
    c = '?'; j = -1; msg = ''
    read (comma(k), *, iostat=ios, iomsg=msg, decimal='comma') c, j
    print '(a,1x,i0,1x,a,1x,i0,1x,a)', trim(comma(k)), ios, trim(c), j, &
      trim(msg)
  end do
  do k = 1, size(strings)
    c = '?'; j = -1; msg = ''
    if (k <= 6) then
      read (strings(k), *, iostat=ios, iomsg=msg) c, j
    else
      read (strings(k), *, iostat=ios, iomsg=msg, decimal='comma') c, j
    end if
    print '(a,1x,i0,1x,a,1x,i0,1x,a)', trim(strings(k)), ios, trim(c), j, &
      trim(msg)
  end do
  do k = 1, size(mixed)
    r = -1; l = .false.; i = -1; msg = ''
    read (mixed(k), *, iostat=ios, iomsg=msg, decimal='comma') r, l, i
    print '(a,1x,i0,1x,g0,1x,l1,1x,i0,1x,a)', trim(mixed(k)), ios, r, l, i, &
      trim(msg)
  end do
  msg = '300'
  b = 0
  read (msg(1:3), *, iostat=ios, iomsg=msg) b
  print '(i0,1x,i0,1x,a)', ios, b, trim(msg)
  msg = '-128 127'
  read (msg(1:8), *, iostat=ios, iomsg=msg) b, i
  print '(i0,1x,i0,1x,i0)', ios, b, i
  msg = '-9223372036854775808 9223372036854775808'
  read (msg, *, iostat=ios, iomsg=msg) n, n
  print '(i0,1x,i0,1x,a)', ios, n, trim(msg)
  open (10, file='ints.txt', status='replace')
  write (10, '(a)') ' 1 2'
  write (10, '(a)') ' 3 - 4'
  write (10, '(a)') ' 5 6x'
  rewind 10
  read (10, *, iostat=ios) i, j
  print '(i0,2(1x,i0))', ios, i, j
  read (10, *, iostat=ios) i, j, k
  print '(i0,3(1x,i0))', ios, i, j, k
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) i, j
  print '(i0,2(1x,i0),1x,a)', ios, i, j, trim(msg)
  close (10, status='delete')
end program list_integer_scan
! CHECK:1;8 1001 -1 -1 Bad character ';' in INTEGER input field
! CHECK-NEXT:1.5 8 1001 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:1e2 8 1001 -1 -1 Bad character 'e' in INTEGER input field
! CHECK-NEXT:12' 1001 12 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:0x1F 8 1001 -1 -1 Bad character 'x' in INTEGER input field
! CHECK-NEXT:+-1 8 1001 -1 -1 Bad character '-' in INTEGER input field
! CHECK-NEXT:1-2 8 1001 -1 -1 Bad character '-' in INTEGER input field
! CHECK-NEXT:-0 8 0 0 8 
! CHECK-NEXT:12" 1001 12 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:12) 1001 12 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:99999999999 8 1035 -1 -1 Decimal input overflows INTEGER(4) variable
! CHECK-NEXT:-,8 0 0 8 
! CHECK-NEXT:+ 8 0 0 8 
! CHECK-NEXT:- ,8 0 0 8 
! CHECK-NEXT:-/ 0 0 -1 
! CHECK-NEXT:- -1 0 -1 End of file during input
! CHECK-NEXT:  +7/ 0 7 -1 
! CHECK-NEXT:7* 0 -1 -1 
! CHECK-NEXT:12x 3 1001 -1 -1 Bad character 'x' in INTEGER input field
! CHECK-NEXT:1,,8 1001 1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:1,,8 -1 1,,8 -1 End of file during input
! CHECK-NEXT:1;;8 0 1 -1 
! CHECK-NEXT:1;;8 0 1 8 
! CHECK-NEXT:1, 8 0 1 8 
! CHECK-NEXT:1, 8 0 1, 8 
! CHECK-NEXT:1,x 8 1001 1 -1 Bad character 'x' in INTEGER input field
! CHECK-NEXT:1,x 8 0 1,x 8 
! CHECK-NEXT:, 1001 -1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:, -1 , -1 End of file during input
! CHECK-NEXT:1, -1 1 -1 End of file during input
! CHECK-NEXT:1, -1 1, -1 End of file during input
! CHECK-NEXT:,7;8 1001 -1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:,7;8 0 ,7 8 
! CHECK-NEXT:1,7;8 0 1 7 
! CHECK-NEXT:1,7;8 0 1,7 8 
! CHECK-NEXT:+,7;8 0 0 7 
! CHECK-NEXT:+,7;8 0 +,7 8 
! CHECK-NEXT:-;8 0 0 8 
! CHECK-NEXT:-;8 0 - 8 
! CHECK-NEXT:12x;8 1001 -1 -1 Bad character 'x' in INTEGER input field
! CHECK-NEXT:12x;8 0 12x 8 
! CHECK-NEXT:1 ,;8 1001 1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:1 ,;8 1001 1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:1+;8 1001 -1 -1 Bad character '+' in INTEGER input field
! CHECK-NEXT:1+;8 0 1+ 8 
! CHECK-NEXT:3,5 ; 4 0 3 5 
! CHECK-NEXT:3,5 ; 4 0 3,5 4 
! CHECK-NEXT:ab,,8 0 ab 8 
! CHECK-NEXT:ab,,,8 0 ab -1 
! CHECK-NEXT:ab, ,8 0 ab 8 
! CHECK-NEXT:1,,8 0 1 8 
! CHECK-NEXT:1,,,8 0 1 -1 
! CHECK-NEXT:abcdefghijklm,,8 1001 abcdefghij -1 Bad character 'k' in INTEGER input field
! CHECK-NEXT:ab;;8 0 ab 8 
! CHECK-NEXT:ab;;;8 0 ab -1 
! CHECK-NEXT:ab; ;8 0 ab 8 
! CHECK-NEXT:1;,8 1001 1 -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:ab/,8 1001 ab -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:9,5; ,fx; 7 1001 9.5 F -1 Bad character ',' in LOGICAL input field
! CHECK-NEXT:9,5; ,7; 7 1001 9.5 F -1 Bad character ',' in LOGICAL input field
! CHECK-NEXT:9,5;,;7 1001 9.5 F -1 Bad character ',' in LOGICAL input field
! CHECK-NEXT:9,5 , t 7 1001 9.5 F -1 Bad character ',' in LOGICAL input field
! CHECK-NEXT:9,5; .t,x; 7 0 9.5 T 7 
! CHECK-NEXT:1,5;t;,7 1001 1.5 T -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:,5 t 7 0 .5 T 7 
! CHECK-NEXT:9,5;t;, 7 1001 9.5 T -1 Integer value absent from NAMELIST or list-directed input
! CHECK-NEXT:1035 0 Decimal input overflows INTEGER(1) variable
! CHECK-NEXT:0 -128 127
! CHECK-NEXT:1035 -9223372036854775808 Decimal input overflows INTEGER(8) variable
! CHECK-NEXT:0 1 2
! CHECK-NEXT:0 3 0 4
! CHECK-NEXT:1001 5 0 Bad character 'x' in INTEGER input field
