! List-directed REAL(4) output: zeros, simple fractions, extremes, subnormals,
! infinities, NaN and values on both sides of the F/E switch points.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program real4
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(4) :: x, z
  integer :: i
  x = 0.0; print *, x
  z = -x; print *, z
  print *, 1.0, 0.1, 1.0/3.0, -2.5, 2.0/3.0
  print *, 1e-5, 1e10, 123456.7, 1234567.0, 12345678.0
  x = huge(x); print *, x, -x
  x = tiny(x); print *, x, -x
  i = 1; x = transfer(i, x); print *, x, -x          ! smallest subnormal
  i = int(z'00400000'); x = transfer(i, x); print *, x
  i = int(z'007FFFFF'); x = transfer(i, x); print *, x ! largest subnormal
  x = ieee_value(x, ieee_positive_inf); print *, x
  x = ieee_value(x, ieee_negative_inf); print *, x
  x = ieee_value(x, ieee_quiet_nan); print *, x
  print *, 'inf,nan in a list:', ieee_value(x, ieee_positive_inf), 1.0, &
           ieee_value(x, ieee_quiet_nan)
  ! Around the lower F/E switch point 0.1
  print *, 0.1, 0.09999999, 0.099999994, 0.10000001
  print *, 1.0e-1, 1.0e-2, 9.9999e-2
  ! Around the upper switch point
  print *, 99999999.0, 999999940.0, 1e9, 1.0e8, 999999900.0
  print *, 0.5, 0.25, 0.125, 1.5e-1, -0.75
  print *, 3.14159265, 2.71828183, 6.02214e23, 1.60217e-19
  print *, 100.0, 1000.0, 1e6, 1e7, 9.5, 99.5, 0.95
  ! Rounding of the 9th significant digit
  print *, 1.99999999, 0.999999999, 9.99999999, 4.5e-3, 5.55555555e30
end program real4
! CHECK:   0.00000000{{    }}
! CHECK-NEXT:  -0.00000000{{    }}
! CHECK-NEXT:   1.00000000      0.100000001      0.333333343      -2.50000000      0.666666687{{    }}
! CHECK-NEXT:   9.99999975E-06   1.00000000E+10   123456.703       1234567.00       12345678.0{{    }}
! CHECK-NEXT:   3.40282347E+38  -3.40282347E+38
! CHECK-NEXT:   1.17549435E-38  -1.17549435E-38
! CHECK-NEXT:   1.40129846E-45  -1.40129846E-45
! CHECK-NEXT:   5.87747175E-39
! CHECK-NEXT:   1.17549421E-38
! CHECK-NEXT:         Infinity
! CHECK-NEXT:        -Infinity
! CHECK-NEXT:              NaN
! CHECK-NEXT: inf,nan in a list:         Infinity   1.00000000                  NaN
! CHECK-NEXT:  0.100000001       9.99999866E-02   9.99999940E-02  0.100000009{{    }}
! CHECK-NEXT:  0.100000001       9.99999978E-03   9.99990031E-02
! CHECK-NEXT:   100000000.       999999936.       1.00000000E+09   100000000.       999999872.{{    }}
! CHECK-NEXT:  0.500000000      0.250000000      0.125000000      0.150000006     -0.750000000{{    }}
! CHECK-NEXT:   3.14159274       2.71828175       6.02213992E+23   1.60217001E-19
! CHECK-NEXT:   100.000000       1000.00000       1000000.00       10000000.0       9.50000000       99.5000000      0.949999988{{    }}
! CHECK-NEXT:   2.00000000       1.00000000       10.0000000       4.49999981E-03   5.55555574E+30
