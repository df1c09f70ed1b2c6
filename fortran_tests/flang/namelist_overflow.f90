! flang front door: a namelist READ whose value overflows its object is
! flang's IOSTAT 1035 "Decimal input overflows INTEGER(k) variable" with
! the object's kind, or 1036 for a REAL or COMPLEX object; a component of
! a derived type and an array element are worded by their own type.  The
! objects read before the bad value keep what they got.
! RUN: %flangdiff %s | %fcheck %s
program namelist_overflow
  implicit none
  type pair
    integer(2) :: n
    real(8) :: x
  end type
  integer(1) :: i1
  integer(2) :: i2
  integer(4) :: i4
  integer(8) :: i8(2)
  real :: r
  complex :: z
  type(pair) :: p
  integer :: ios
  character(100) :: msg
  character(40) :: buf(3)
  namelist /g/ i1, i2, i4, i8, r, z, p
  i1 = 0; i2 = 0; i4 = 0; i8 = 0; r = 0; z = 0; p = pair(0, 0)
  call rd('&g i1=200 /')
  call rd('&g i4=5, i2=-40000 /')
  call rd('&g i4=3000000000 /')
  call rd('&g i8=1, 9223372036854775808 /')
  call rd('&g i8(2)=2*99999999999999999999 /')
  call rd('&g r=1e40 /')
  call rd('&g z=(1.0,1e39) /')
  call rd('&g p%n=70000 /')
  call rd('&g p=1, 1d400 /')
  call rd('&g i4=12x /')
  print '(*(g0,:,1x))', i1, i2, i4, i8, r, z, p
contains
  subroutine rd(text)
    character(*), intent(in) :: text
    buf(1) = text
    buf(2) = ''
    buf(3) = ''
    msg = ''
    read (buf, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
  end subroutine
end program namelist_overflow
! CHECK:1035 Decimal input overflows INTEGER(1) variable
! CHECK-NEXT:1035 Decimal input overflows INTEGER(2) variable
! CHECK-NEXT:1035 Decimal input overflows INTEGER(4) variable
! CHECK-NEXT:1035 Decimal input overflows INTEGER(8) variable
! CHECK-NEXT:1035 Decimal input overflows INTEGER(8) variable
! CHECK-NEXT:1036 Real or complex input value overflows type
! CHECK-NEXT:1036 Real or complex input value overflows type
! CHECK-NEXT:1035 Decimal input overflows INTEGER(2) variable
! CHECK-NEXT:1036 Real or complex input value overflows type
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT:0 0 5 1 0 Inf 1. Inf 1 Inf
