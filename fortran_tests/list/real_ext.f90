! List-directed REAL(10), REAL(16), COMPLEX(10) and COMPLEX(16) output
! (x87 extended and IEEE quad precision).
! RUN: %fdiff  %s | %fcheck --check-prefix=CHECK %s
program real_ext
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(10) :: x
  real(16) :: q
  x = 1.0_10 / 3.0_10; q = 1.0_16 / 3.0_16
  print *, x
  print *, q
  print *, 0.0_10, -0.0_10, 0.1_10, 1e-5_10, 1e20_10
  print *, 0.0_16, -0.0_16, 0.1_16, 1e-5_16, 1e40_16
  print *, huge(x), tiny(x)
  print *, huge(q), tiny(q)
  x = ieee_value(x, ieee_positive_inf); q = ieee_value(q, ieee_quiet_nan)
  print *, x, -x, q
  print *, cmplx(1.5_10, -2.0_10, kind=10)
  print *, cmplx(0.1_16, 1e100_16, kind=16)
end program real_ext
! CHECK:  0.333333333333333333342{{      }}
! CHECK-NEXT:  0.333333333333333333333333333333333317{{      }}
! CHECK-NEXT:   0.00000000000000000000        -0.00000000000000000000         1.00000000000000000001E-0001   9.99999999999999999995E-0006   100000000000000000000.{{      }}
! CHECK-NEXT:   0.00000000000000000000000000000000000        -0.00000000000000000000000000000000000         1.00000000000000000000000000000000005E-0001   9.99999999999999999999999999999999966E-0006   1.00000000000000000000000000000000000E+0040
! CHECK-NEXT:   1.18973149535723176502E+4932   3.36210314311209350626E-4932
! CHECK-NEXT:   1.18973149535723176508575932662800702E+4932   3.36210314311209350626267781732175260E-4932
! CHECK-NEXT:                       Infinity                      -Infinity                                           NaN
! CHECK-NEXT:                (1.50000000000000000000,-2.00000000000000000000)
! CHECK-NEXT:   (1.000000000000000000000000000000000048E-0001,9.999999999999999999999999999999999627E+0099)
