! flang looks for a repeat count "r*" and, finding digits directly before
! '(' ("6("), takes the '(' as a complex pair's opening: an INTEGER,
! CHARACTER or namelist item refuses it as a pair's real part (IOSTAT
! 1005), a REAL or COMPLEX item reads its real part from after the first
! digit and fails there.  ftnio read "6(" as a value (progen --flang
! --variants seed 2588).
! RUN: %flangdiff %s | %fcheck %s
program list_read_digits_paren
  integer :: ios, i, j
  real :: r1, r2
  complex :: z
  character(len=8) :: c, c2
  character(len=100) :: msg
  character(len=20) :: lines(4) = [character(20) :: '6(1.5,2.5) 7', &
      '12(1.5,2.5) 7', 'ab 6(x', '60(']
  namelist /g/ i, c
  do j = 1, 4
    i = -1; r1 = -1; r2 = -1; z = (-1,-1); c = 'q'; c2 = 'q'
    msg = ''
    read (lines(j), *, iostat=ios, iomsg=msg) i
    print '(a,i0,1x,i0,1x,i0,1x,a)', 'int ', j, ios, i, trim(msg)
    msg = ''
    read (lines(j), *, iostat=ios, iomsg=msg) r1, r2
    print '(a,i0,1x,i0,2f5.1,1x,a)', 'real ', j, ios, r1, r2, trim(msg)
    msg = ''
    read (lines(j), *, iostat=ios, iomsg=msg) z
    print '(a,i0,1x,i0,2f5.1,1x,a)', 'cplx ', j, ios, z, trim(msg)
    msg = ''
    read (lines(j), *, iostat=ios, iomsg=msg) c, c2
    print '(a,i0,1x,i0,5a)', 'char ', j, ios, ' [', c, '][', c2, '] ' // trim(msg)
  end do
  lines(1) = ' &g i=6(1 /'
  read (lines(1), nml=g, iostat=ios, iomsg=msg)
  print '(a,i0,1x,i0,1x,a)', 'nml ', ios, i, trim(msg)
  lines(1) = ' &g c=6(1 /'
  read (lines(1), nml=g, iostat=ios, iomsg=msg)
  print '(a,i0,1x,2a)', 'nml ', ios, c, trim(msg)
end program list_read_digits_paren
! CHECK:int 1 1005 -1 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:real 1 1030 -1.0 -1.0 Bad real input data at column 2 of record 1
! CHECK-NEXT:cplx 1 1030 -1.0 -1.0 Bad real input data at column 2 of record 1
! CHECK-NEXT:char 1 1005 [q       ][q       ] Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:int 2 1005 -1 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:real 2 1046  2.0 -1.0 invalid character (0x28) after list-directed input value, at column 3 in record 1
! CHECK-NEXT:cplx 2 1046  2.0 -1.0 invalid character (0x28) after list-directed input value, at column 3 in record 1
! CHECK-NEXT:char 2 1005 [q       ][q       ] Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:int 3 1001 -1 Bad character 'a' in INTEGER input field
! CHECK-NEXT:real 3 1030 -1.0 -1.0 Bad real input data at column 2 of record 1
! CHECK-NEXT:cplx 3 1030 -1.0 -1.0 Bad real input data at column 2 of record 1
! CHECK-NEXT:char 3 1005 [ab      ][q       ] Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:int 4 1005 -1 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:real 4 1046  0.0 -1.0 invalid character (0x28) after list-directed input value, at column 3 in record 1
! CHECK-NEXT:cplx 4 1046  0.0 -1.0 invalid character (0x28) after list-directed input value, at column 3 in record 1
! CHECK-NEXT:char 4 1005 [q       ][q       ] Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:nml 1005 -1 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:nml 1005 q       Data edit descriptor 'r' may not be used with a CHARACTER data item
