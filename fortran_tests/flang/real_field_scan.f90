! flang front door: formatted REAL fields as flang 19 reads them.  An
! exponent beyond 9999 (digits, or blanks under BZ) overflows to Infinity
! with IOSTAT 1036, or underflows to zero; under DECIMAL='COMMA' a '.'
! stops the scan (IOSTAT 1030 with flang's column); Infinity and NaN may
! have blanks after them under BZ, and nothing else after the blanks.
! libgfortran's reading gives 1030 "Bad value during floating point read"
! to the first two and to BZ after "NaN", and takes "inf   x".
! RUN: %flangdiff %s | %fcheck %s
program real_field_scan
  implicit none
  real(10) :: x
  real :: r
  real(8) :: d
  integer :: ios, k
  character(100) :: msg
  character(12) :: line
  character(12) :: f(10) = [character(12) :: ' NaN ', '   2.5q0   ', &
    'Inf ', ' nan  ', ' inf   x', '  1.5e+ ', ' -infinity', '1.5e99999', &
    '1.5e-99999', '0.0e99999']
  do k = 1, size(f)
    x = -1; msg = ''
    read (f(k), '(bz,g12.2)', iostat=ios, iomsg=msg) x
    print '(a,1x,i0,1x,g0,1x,a)', f(k), ios, x, trim(msg)
    x = -1; msg = ''
    read (f(k), '(bn,g12.2)', iostat=ios, iomsg=msg) x
    print '(a,1x,i0,1x,g0,1x,a)', f(k), ios, x, trim(msg)
  end do
  msg = ''
  line = '  1+3   '
  read (line, '(bz,e8.2)', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0,1x,a)', ios, r, trim(msg)
  msg = ''
  line = '  1-3   '
  read (line, '(bz,e8.2)', iostat=ios, iomsg=msg) d
  print '(i0,1x,g0,1x,a)', ios, d, trim(msg)
  msg = ''; r = -1
  line = '  9.9995    '
  read (line, '(es12.4)', decimal='comma', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0,1x,a)', ios, r, trim(msg)
  msg = ''; r = -1
  line = '  9,9995    '
  read (line, '(es12.4)', decimal='comma', iostat=ios, iomsg=msg) r
  print '(i0,1x,g0,1x,a)', ios, r, trim(msg)
end program real_field_scan
! CHECK: NaN         0 NaN 
! CHECK-NEXT: NaN         0 NaN 
! CHECK-NEXT:   2.5q0     0 2.5 
! CHECK-NEXT:   2.5q0     0 2.5 
! CHECK-NEXT:Inf          0 Inf 
! CHECK-NEXT:Inf          0 Inf 
! CHECK-NEXT: nan         0 NaN 
! CHECK-NEXT: nan         0 NaN 
! CHECK-NEXT: inf   x     1030 -1. Bad real input data at column 9 of record 1
! CHECK-NEXT: inf   x     1030 -1. Bad real input data at column 9 of record 1
! CHECK-NEXT:  1.5e+      0 1.5 
! CHECK-NEXT:  1.5e+      1030 -1. Bad real input data at column 7 of record 1
! CHECK-NEXT: -infinity   0 -Inf 
! CHECK-NEXT: -infinity   0 -Inf 
! CHECK-NEXT:1.5e99999    1036 Inf Real or complex input value overflows type
! CHECK-NEXT:1.5e99999    1036 Inf Real or complex input value overflows type
! CHECK-NEXT:1.5e-99999   0 0. 
! CHECK-NEXT:1.5e-99999   0 0. 
! CHECK-NEXT:0.0e99999    0 0. 
! CHECK-NEXT:0.0e99999    0 0. 
! CHECK-NEXT:1036 Inf Real or complex input value overflows type
! CHECK-NEXT:0 0. 
! CHECK-NEXT:1030 -1. Bad real input data at column 5 of record 1
! CHECK-NEXT:0 9.9995 
