! flang front door: flang's list-directed REAL forms: the fewest digits
! that read back to the value (as flang's runtime chooses them), F when the
! value rounded to one digit has an exponent from 0 to the kind's
! precision, else 1PE with a minimal exponent; Inf and NaN.
! RUN: %flangdiff %s | %fcheck %s
program list_reals
  implicit none
  integer :: i
  real(4) :: x, zero = 0.0
  real(8) :: y
  do i = -3, 17, 2
    x = 1.5 * 10.0**i
    y = 1.5d0 * 10.0d0**i
    print *, i, x, y
  end do
  print *, 123456.7, 949999.0, 950000.0, 999999.9, 1.0e-1, 9.5e-2
  print *, huge(1.0), tiny(1.0), huge(1.0d0), tiny(1.0d0), epsilon(1.0d0)
  print *, 4.0d0 / 3.0d0, 7.0d0 / 3.0d0, 6.0 / 7.0, 16.0 / 7.0
  print *, 1.0 / zero, -1.0 / zero, sqrt(zero - 1.0)
  do i = 1, 8
    print *, real(i, 8) / 9.0d0, real(i) / 11.0
  end do
end program list_reals
! CHECK: -3 1.5E-03 1.5E-03
! CHECK-NEXT: -1 .15 .15000000000000002
! CHECK-NEXT: 1 15. 15.
! CHECK-NEXT: 3 1500. 1500.
! CHECK-NEXT: 5 150000. 150000.
! CHECK-NEXT: 7 1.5E+07 15000000.
! CHECK-NEXT: 9 1.5E+09 1500000000.
! CHECK-NEXT: 11 1.5E+11 150000000000.
! CHECK-NEXT: 13 1.4999999E+13 15000000000000.
! CHECK-NEXT: 15 1.5E+15 1.5E+15
! CHECK-NEXT: 17 1.5E+17 1.5E+17
! CHECK-NEXT: 123456.7 949999. 9.5E+05 9.999999E+05 .1 9.5E-02
! CHECK-NEXT: 3.4028234E+38 1.1754943E-38 1.7976931348623157E+308 2.2250738585072014E-308
! CHECK-NEXT: 2.220446049250313E-16
! CHECK-NEXT: 1.3333333333333332 2.3333333333333335 .85714286 2.2857144
! CHECK-NEXT: Inf -Inf NaN
! CHECK-NEXT: .1111111111111111 9.090909E-02
! CHECK-NEXT: .2222222222222222 .18181818
! CHECK-NEXT: .3333333333333333 .27272728
! CHECK-NEXT: .4444444444444444 .36363637
! CHECK-NEXT: .5555555555555556 .45454547
! CHECK-NEXT: .6666666666666666 .54545456
! CHECK-NEXT: .7777777777777778 .6363636
! CHECK-NEXT: .8888888888888888 .72727274
