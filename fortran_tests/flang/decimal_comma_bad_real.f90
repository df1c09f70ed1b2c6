! flang front door: under DECIMAL='COMMA' a ',' in a REAL field is its decimal
! symbol, also where flang's scan stops at a bad character after it: the
! message names the column ("Bad real input data at column 3 of record 1").
! RUN: %flangdiff %s | %fcheck %s
program decimal_comma_bad_real
  implicit none
  integer :: ios
  integer(8) :: i(4)
  real(8) :: r
  character(100) :: msg
  character(48) :: c
  c = '9960   12345 ,,Z1Z9''Z9c9,     1033  -0    7   '
  i = 1
  r = 5
  msg = ''
  read (c, '(DC,I7,1P,G6.0,I12,BZ,O9,ES7.0,F5.4)', &
    iostat=ios, iomsg=msg, blank='zero') i, r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = 'Z1Z9'
  r = 5
  msg = ''
  read (c, '(ES7.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' Z1'
  r = 5
  msg = ''
  read (c, '(DC,ES7.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ',Z1'
  r = 5
  msg = ''
  read (c, '(DC,ES7.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
end program decimal_comma_bad_real
! CHECK:1030 5. [Bad real input data at column 17 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 2 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 3 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 3 of record 1]
