! flang front door: a REAL or COMPLEX input value beyond its kind is an
! error in flang (IOSTAT 1036, the value stored as Infinity), in list and
! formatted input, unless it spells an infinity; an integer beyond its
! kind is IOSTAT 1035, "Decimal input overflows INTEGER(k) variable".
! RUN: %flangdiff %s | %fcheck %s
program read_overflow
  implicit none
  character(40) :: s
  character(100) :: msg
  integer :: ios, i
  integer(8) :: i8
  integer(1) :: i1
  real(4) :: r
  real(8) :: y
  complex :: z
  msg = ''
  s = '1e400'
  r = 0; read (s, *, iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
  y = 0; read (s, *, iostat=ios, iomsg=msg) y; print *, ios, y, trim(msg)
  s = '-1e39 2.0'
  r = 0; read (s, *, iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
  s = '1e39'
  r = 0; read (s, '(f10.0)', iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
  s = 'inf'
  r = 0; read (s, *, iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
  s = '-Infinity'
  r = 0; read (s, '(f10.0)', iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
  s = '99999999999'
  i = 0; read (s, *, iostat=ios, iomsg=msg) i; print *, ios, i, trim(msg)
  s = '300'
  i1 = 0; read (s, *, iostat=ios, iomsg=msg) i1; print *, ios, i1, trim(msg)
  s = '99999999999999999999'
  i8 = 0; read (s, *, iostat=ios, iomsg=msg) i8; print *, ios, i8, trim(msg)
  s = '99999999999'
  i = 0; read (s, '(i12)', iostat=ios, iomsg=msg) i; print *, ios, i, trim(msg)
  s = '-2147483648'
  i = 0; read (s, *, iostat=ios, iomsg=msg) i; print *, ios, i, trim(msg)
  s = '(1e39, 1)'
  z = 0; read (s, *, iostat=ios, iomsg=msg) z; print *, ios, z, trim(msg)
  s = '3.4028235e38'
  r = 0; read (s, *, iostat=ios, iomsg=msg) r; print *, ios, r, trim(msg)
end program read_overflow
! CHECK: 1036 Inf Real or complex input value overflows type
! CHECK-NEXT: 1036 Inf Real or complex input value overflows type
! CHECK-NEXT: 1036 -Inf Real or complex input value overflows type
! CHECK-NEXT: 1036 Inf Real or complex input value overflows type
! CHECK-NEXT: 0 Inf Real or complex input value overflows type
! CHECK-NEXT: 0 -Inf Real or complex input value overflows type
! CHECK-NEXT: 1035 0 Decimal input overflows INTEGER(4) variable
! CHECK-NEXT: 1035 0 Decimal input overflows INTEGER(1) variable
! CHECK-NEXT: 1035 0 Decimal input overflows INTEGER(8) variable
! CHECK-NEXT: 1035 0 Decimal input overflows INTEGER(4) variable
! CHECK-NEXT: 0 -2147483648 Decimal input overflows INTEGER(4) variable
! CHECK-NEXT: 1036 (Inf,0.) Real or complex input value overflows type
! CHECK-NEXT: 0 3.4028234E+38 Real or complex input value overflows type
! CHECK-NOT:{{.}}
