! flang front door: a real field whose exponent is a sign followed only by
! blanks (BN) is bad real input for flang's runtime, which leaves the sign
! unread; libgfortran reads an exponent of 0 there.  Under BZ the blanks
! are the exponent's digits.
! RUN: %flangdiff %s | %fcheck %s
program real_exponent_sign_alone
  implicit none
  integer :: ios
  real :: r
  character(100) :: msg
  character(16) :: c
  c = '928+  50+'
  r = 5
  msg = ''
  read (c, '(G5.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = '1.5E-  7'
  r = 5
  msg = ''
  read (c, '(E6.1)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = '1.5E-  7'
  r = 5
  msg = ''
  read (c, '(BZ,E6.1)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  open (10, file='e.txt', status='replace')
  write (10, '(a)') '  2.5-     '
  rewind (10)
  r = 5
  msg = ''
  read (10, '(F9.1)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  close (10, status='delete')
end program real_exponent_sign_alone
! CHECK:1030 5. [Bad real input data at column 5 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 5 of record 1]
! CHECK-NEXT:0 1.5 []
! CHECK-NEXT:1030 5. [Bad real input data at column 7 of record 1]
