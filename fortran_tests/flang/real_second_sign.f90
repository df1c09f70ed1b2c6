! flang front door: a real field with a second sign where its digits should
! start is bad real input for flang's runtime (libgfortran reads "-+1" as
! a sign and an exponent); the item keeps its value.
! RUN: %flangdiff %s | %fcheck %s
program real_second_sign
  implicit none
  integer :: ios
  real :: r
  character(100) :: msg
  character(16) :: c
  c = '        -- c9'
  r = 5; msg = ''
  read (c, '(BN,F11.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = '  --'
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' -+1'
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' - -'
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' +x'
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' -,5'
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
  c = ' - '
  r = 5; msg = ''
  read (c, '(F4.0)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0," [",a,"]")', ios, r, trim(msg)
end program real_second_sign
! CHECK:1030 5. [Bad real input data at column 11 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 5 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 4 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 5 of record 1]
! CHECK-NEXT:1030 5. [Bad real input data at column 4 of record 1]
! CHECK-NEXT:0 -0. []
! CHECK-NEXT:0 -0. []
