! List-directed REAL(8) output: zeros, fractions, extremes, subnormals,
! infinities, NaN and values on both sides of the F/E switch points.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program real8
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(8) :: x, z
  integer(8) :: i
  x = 0d0; print *, x
  z = -x; print *, z
  print *, 1d0, 0.1d0, 1d0/3d0, -2.5d0, 2d0/3d0
  print *, 1d-5, 1d10, 123456.7d0, 1d15, 1d16, 1d17
  x = huge(x); print *, x, -x
  x = tiny(x); print *, x, -x
  i = 1; x = transfer(i, x); print *, x, -x          ! smallest subnormal
  i = int(z'000FFFFFFFFFFFFF', 8); x = transfer(i, x); print *, x
  x = ieee_value(x, ieee_positive_inf); print *, x
  x = ieee_value(x, ieee_negative_inf); print *, x
  x = ieee_value(x, ieee_quiet_nan); print *, x
  print *, 1d0, ieee_value(x, ieee_negative_inf), 2d0
  ! Around the lower F/E switch point 0.1
  print *, 0.1d0, 0.09999999999999999d0, 0.1000000000000001d0, 0.01d0
  ! Around the upper switch point
  print *, 999999999999999.9d0, 9999999999999998d0, 1d16, 99999999999999999d0
  print *, 0.5d0, 0.125d0, 1.5d-1, -0.75d0, 1d100, -1d-100
  print *, 3.141592653589793d0, 2.718281828459045d0, 6.02214076d23
  print *, 100d0, 1d3, 1d6, 1d7, 9.5d0, 99.5d0, 0.95d0
  ! Rounding in the 17th significant digit
  print *, 1.9999999999999999d0, 0.30000000000000004d0, 4.35d0, 1d23
end program real8
! CHECK:   0.0000000000000000{{     }}
! CHECK-NEXT:  -0.0000000000000000{{     }}
! CHECK-NEXT:   1.0000000000000000       0.10000000000000001       0.33333333333333331       -2.5000000000000000       0.66666666666666663{{     }}
! CHECK-NEXT:   1.0000000000000001E-005   10000000000.000000        123456.70000000000        1000000000000000.0        10000000000000000.        1.0000000000000000E+017
! CHECK-NEXT:   1.7976931348623157E+308  -1.7976931348623157E+308
! CHECK-NEXT:   2.2250738585072014E-308  -2.2250738585072014E-308
! CHECK-NEXT:   4.9406564584124654E-324  -4.9406564584124654E-324
! CHECK-NEXT:   2.2250738585072009E-308
! CHECK-NEXT:                  Infinity
! CHECK-NEXT:                 -Infinity
! CHECK-NEXT:                       NaN
! CHECK-NEXT:   1.0000000000000000                      -Infinity   2.0000000000000000{{     }}
! CHECK-NEXT:  0.10000000000000001        9.9999999999999992E-002  0.10000000000000010        1.0000000000000000E-002
! CHECK-NEXT:   999999999999999.88        9999999999999998.0        10000000000000000.        1.0000000000000000E+017
! CHECK-NEXT:  0.50000000000000000       0.12500000000000000       0.14999999999999999      -0.75000000000000000        1.0000000000000000E+100  -1.0000000000000000E-100
! CHECK-NEXT:   3.1415926535897931        2.7182818284590451        6.0221407599999999E+023
! CHECK-NEXT:   100.00000000000000        1000.0000000000000        1000000.0000000000        10000000.000000000        9.5000000000000000        99.500000000000000       0.94999999999999996{{     }}
! CHECK-NEXT:   2.0000000000000000       0.30000000000000004        4.3499999999999996        9.9999999999999992E+022
