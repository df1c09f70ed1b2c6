! flang gives digits up as a repeat count once the count reaches
! (INT_MAX - '9') / 10 before a digit: the digits are then the value,
! which the '*' ends ("Bad character '9' in LOGICAL input field", a REAL's
! "invalid character (0x2a)", a string "99999999999*T").  ftnio raised
! its "Repeat count overflow" (progen --flang --variants seed 2324).
! RUN: %flangdiff %s | %fcheck %s
program list_read_long_count
  logical :: l
  integer :: i, ios
  real :: x
  integer(8) :: k
  complex :: z
  character(len=20) :: cc
  character(len=100) :: msg
  character(len=50) :: lines(5) = [character(50) :: &
    '170141183460469231731687303715884105728', '99999999999*T', &
    '2147483648*T', '1234567890123 T', '21474836*T']
  do i = 1, 5
    msg = ''; l = .false.
    read(lines(i), *, iostat=ios, iomsg=msg) l
    print '(i0,1x,l1,1x,a)', ios, l, trim(msg)
  end do
  do i = 1, 5
    msg = ''; x = -1
    read(lines(i), *, iostat=ios, iomsg=msg) x
    print '(i0,1x,f8.1,1x,a)', ios, x, trim(msg)
  end do
  do i = 1, 5
    msg = ''; k = -1
    read(lines(i), *, iostat=ios, iomsg=msg) k
    print '(i0,1x,i0,1x,a)', ios, k, trim(msg)
  end do
  do i = 1, 5
    msg = ''; z = (-1,-1)
    read(lines(i), *, iostat=ios, iomsg=msg) z
    print '(i0,1x,2f8.1,1x,a)', ios, z, trim(msg)
  end do
  do i = 1, 5
    msg = ''; cc = '?'
    read(lines(i), *, iostat=ios, iomsg=msg) cc
    print '(i0,1x,a,1x,a)', ios, trim(cc), trim(msg)
  end do
end program list_read_long_count
! CHECK:1001 F Bad character '1' in LOGICAL input field
! CHECK-NEXT:1001 F Bad character '9' in LOGICAL input field
! CHECK-NEXT:1001 F Bad character '2' in LOGICAL input field
! CHECK-NEXT:1001 F Bad character '1' in LOGICAL input field
! CHECK-NEXT:0 T 
! CHECK-NEXT:0 ******** 
! CHECK-NEXT:1046 ******** invalid character (0x2a) after list-directed input value, at column 12 in record 1
! CHECK-NEXT:1046 ******** invalid character (0x2a) after list-directed input value, at column 11 in record 1
! CHECK-NEXT:0 ******** 
! CHECK-NEXT:1030     -1.0 Bad real input data at column 11 of record 1
! CHECK-NEXT:1035 -1 Decimal input overflows INTEGER(8) variable
! CHECK-NEXT:0 99999999999 
! CHECK-NEXT:0 2147483648 
! CHECK-NEXT:0 1234567890123 
! CHECK-NEXT:1001 -1 Bad character 'T' in INTEGER input field
! CHECK-NEXT:-1 ********    -1.0 End of file during input
! CHECK-NEXT:1046 ********    -1.0 invalid character (0x2a) after list-directed input value, at column 12 in record 1
! CHECK-NEXT:1046 ********    -1.0 invalid character (0x2a) after list-directed input value, at column 11 in record 1
! CHECK-NEXT:1030 ********    -1.0 Bad real input data at column 16 of record 1
! CHECK-NEXT:1030     -1.0    -1.0 Bad real input data at column 11 of record 1
! CHECK-NEXT:0 17014118346046923173 
! CHECK-NEXT:0 99999999999*T 
! CHECK-NEXT:0 2147483648*T 
! CHECK-NEXT:0 1234567890123 
! CHECK-NEXT:0 T 
