! flang front door: ROUND= decides between the F and the E form of a
! list-directed REAL: flang rounds the value to one digit in the
! connection's mode (949999.9 is E under ROUND='UP', -949999.9 under
! 'DOWN'); and namelist output of REAL(2), (10), (16) with SIGN='PLUS'
! and DECIMAL='COMMA'.
! RUN: %flangdiff %s | %fcheck %s
program list_real_round
  real(2) :: h = 1.0_2/3
  real(10) :: x = 1.0_10/3
  real(16) :: q = 2.0_16/3
  namelist /nl/ h, x, q
  print *, 949999.9, 0.0949999, -949999.9, 99999999999999.9d0, 0.094999999999d0
  open(6, round='up')
  print *, 949999.9, 0.0949999, -949999.9, 9.5_2, 9.9e5_3, 9.99e18_10, 1.0e6
  print *, -0.0949999, 9.999999999999999d14, -9.999999999999999d14
  open(6, round='down')
  print *, 949999.9, 0.0949999, -949999.9, -9.5_2, -9.9e5_3, -9.99e18_10, 1.0e6
  print *, -0.0949999, 9.999999999999999d14, -9.999999999999999d14
  open(6, round='zero')
  print *, 949999.9, 0.0949999, -949999.9, 99999999999999.9d0, 0.094999999999d0
  open(6, round='compatible')
  print *, 949999.9, 0.0949999, -949999.9, 0.95, 0.95d0, 9.5_2, 0.25d0, 9.5e5
  open(6, round='nearest', sign='plus')
  print *, 949999.9, 0.0949999, -949999.9, 0.95, 0.95d0, 9.5_2, 0.25d0, 9.5e5
  write(*, nml=nl)
  open(6, decimal='comma')
  write(*, nml=nl)
end program list_real_round
! CHECK: 949999.9 9.49999E-02 -949999.9 99999999999999.9 9.4999999999E-02
! CHECK-NEXT: 9.499999E+05 .0949999 -949999.9 9.5 9.9E+05 9.99E+18 1.E+06
! CHECK-NEXT: -9.49999E-02 9.999999999999999E+14 -999999999999999.9
! CHECK-NEXT: 949999.9 9.49999E-02 -9.499999E+05 -9.5 -9.9E+05 -9.99E+18 1.E+06
! CHECK-NEXT: -.0949999 999999999999999.9 -9.999999999999999E+14
! CHECK-NEXT: 949999.9 9.49999E-02 -949999.9 99999999999999.9 9.4999999999E-02
! CHECK-NEXT: 949999.9 9.49999E-02 -949999.9 .95 .95 9.5 .25 9.5E+05
! CHECK-NEXT: +949999.9 +9.49999E-02 -949999.9 +.95 +.95 +9.5 +.25 +9.5E+05
! CHECK-NEXT: &NL H= +.3332,X= +.33333333333333333334,Q=
! CHECK-NEXT: +.6666666666666666666666666666666666/
! CHECK-NEXT: &NL H= +,3332;X= +,33333333333333333334;Q=
! CHECK-NEXT: +,6666666666666666666666666666666666/
