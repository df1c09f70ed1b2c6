! List-directed COMPLEX(4) and COMPLEX(8) output, including signed zeros,
! infinities and NaN parts.
! RUN: %fdiff %s | %fcheck %s
program complex_out
  use, intrinsic :: ieee_arithmetic
  implicit none
  complex(4) :: c4
  complex(8) :: c8
  real(4) :: inf4
  real(8) :: nan8
  c4 = (1.0, -2.0); print *, c4
  c4 = (0.1, 1e10); print *, c4
  c8 = (1d0, -2d0); print *, c8
  c8 = cmplx(1d0/3d0, 1d-300, kind=8); print *, c8
  print *, (0.0, 0.0), -(0.0, 0.0)
  inf4 = ieee_value(inf4, ieee_positive_inf)
  nan8 = ieee_value(nan8, ieee_quiet_nan)
  print *, cmplx(inf4, -inf4)
  print *, cmplx(nan8, 1d0, kind=8)
  print *, c4, c8, 'z', c4
  write (*, *) (1.5, 2.5), 3, (4d0, 5d0)
end program complex_out
! CHECK:            (1.00000000,-2.00000000)
! CHECK-NEXT:       (0.100000001,1.000000000E+10)
! CHECK-NEXT:              (1.0000000000000000,-2.0000000000000000)
! CHECK-NEXT:        (0.33333333333333331,1.00000000000000003E-300)
! CHECK-NEXT:             (0.00000000,0.00000000)           (-0.00000000,-0.00000000)
! CHECK-NEXT:                          (Inf,-Inf)
! CHECK-NEXT:                              (NaN,1.0000000000000000)
! CHECK-NEXT:       (0.100000001,1.000000000E+10)        (0.33333333333333331,1.00000000000000003E-300) z       (0.100000001,1.000000000E+10)
! CHECK-NEXT:             (1.50000000,2.50000000)           3               (4.0000000000000000,5.0000000000000000)
