! flang front door: EN fields of REAL(8) and REAL(4) that ftnio writes
! straight from the exactly rounded scaled integer (conv/edit_real_fast.cpp,
! fast_en_field): roundings that carry into a new power of ten, values
! just below a power of ten, exponent residues, signed zeros, asterisks, Ee, SP
! and DC; under RU the general path.
! RUN: %flangdiff %s | %fcheck %s
program en_fast_fields_flang
  implicit none
  real(8) :: v(12)
  integer :: i
  v = [9.9995d0, 999.96d0, 0.99995d0, 0.99999999999999989d0, &
       nearest(1d3, -1d0), 3d-5, -0d0, 123456.789d0, 7d22, -3.3d-7, &
       1.7976931348623157d308, 0.125d0]
  do i = 1, size(v)
    write (*, '(en12.3,en16.5e3,en8.1,1x,sp,dc,en13.4)') v(i), v(i), v(i), &
      v(i)
    write (*, '(en14.6,en10.2e1,ru,en12.3)') real(v(i), 4), real(v(i), 4), &
      v(i)
  end do
end program en_fast_fields_flang
! CHECK:   9.999E+00    9.99950E+00010.0E+00   +9,9995E+00
! CHECK-NEXT:  9.999500E+00  10.00E+0  10.000E+00
! CHECK-NEXT: 999.960E+00  999.96000E+000 1.0E+03 +999,9600E+00
! CHECK-NEXT:999.960022E+00 999.96E+0 999.961E+00
! CHECK-NEXT: 999.950E-03  999.95000E-003 1.0E+00 +999,9500E-03
! CHECK-NEXT:999.949992E-03 999.95E-3 999.951E-03
! CHECK-NEXT:   1.000E+00    1.00000E+000 1.0E+00   +1,0000E+00
! CHECK-NEXT:  1.000000E+00   1.00E+0   1.000E+00
! CHECK-NEXT:   1.000E+03    1.00000E+003 1.0E+03   +1,0000E+03
! CHECK-NEXT:  1.000000E+03   1.00E+3   1.000E+03
! CHECK-NEXT:  30.000E-06   30.00000E-00630.0E-06  +30,0000E-06
! CHECK-NEXT: 29.999999E-06  30.00E-6  30.001E-06
! CHECK-NEXT:  -0.000E+00   -0.00000E+000-0.0E+00   -0,0000E+00
! CHECK-NEXT: -0.000000E+00  -0.00E+0  -0.000E+00
! CHECK-NEXT: 123.457E+03  123.45679E+003******** +123,4568E+03
! CHECK-NEXT:123.456789E+03 123.46E+3 123.457E+03
! CHECK-NEXT:  70.000E+21   70.00000E+02170.0E+21  +70,0000E+21
! CHECK-NEXT: 69.999998E+21**********  70.001E+21
! CHECK-NEXT:-330.000E-09 -330.00000E-009******** -330,0000E-09
! CHECK-NEXT:**************-330.00E-9-330.000E-09
! CHECK-NEXT: 179.769+306  179.76931E+306******** +179,7693+306
! CHECK-NEXT:           Inf       Inf 179.770+306
! CHECK-NEXT: 125.000E-03  125.00000E-003******** +125,0000E-03
! CHECK-NEXT:125.000000E-03 125.00E-3 125.000E-03
