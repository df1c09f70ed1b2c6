! Namelist WRITE of repeated Infinity and NaN: libgfortran keeps their
! padding on the left after "r*" (other reals move it to the right).
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_infnan
  use, intrinsic :: ieee_arithmetic
  implicit none
  real :: a(5)
  real(8) :: b(2)
  namelist /g/ a, b
  a(1:2) = ieee_value(a(1), ieee_positive_inf)
  a(3:4) = ieee_value(a(1), ieee_quiet_nan)
  a(5) = -a(1)
  b = 2.5d0
  write (*, nml=g)
end program write_infnan
! CHECK:&G
! CHECK-NEXT: A= 2*        Infinity, 2*             NaN,       -Infinity,
! CHECK-NEXT: B= 2*2.5000000000000000       ,
! CHECK-NEXT: /
