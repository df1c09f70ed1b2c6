! flang front door (issue 18): an Ew.d, Dw.d, ESw.d or ENw.d field (and
! G's E form) whose exponent is beyond 999 in magnitude is written by
! flang 19's runtime with the whole exponent and no letter ("+4933"),
! where libgfortran and F2018 13.7.2.3.3 give asterisks; narrow fields
! drop the optional zero, then fill with asterisks as usual.  With Ee the
! usual rule stands.
! RUN: %flangdiff %s | %fcheck %s
program real_wide_exponent
  real(16) :: q(3)
  real(10) :: t(2)
  q = [huge(q(1)), -tiny(q(1)), 1.5e-1000_16]
  t = [huge(t(1)), tiny(t(1))]
  write(*, '(e17.8,"|",es20.9,"|",e25.15,"|",d20.8,"|",en22.8)') q(1), q(1), q(1), q(1), q(1)
  write(*, '(e10.2,"|",e9.2,"|",e8.2,"|",es8.1,"|",g15.5,"|",e12.3e3,"|",e14.3e4)') q(1), q(1), q(1), q(1), q(1), q(1), q(1)
  write(*, '(e10.2,"|",e9.2,"|",e8.2,"|",es8.1,"|",g15.5,"|",1p,e12.3,"|",-1p,e12.3)') q(2), q(2), q(2), q(2), q(2), q(2), q(2)
  write(*, '(e12.3,"|",g12.3,"|",es12.3,"|",en14.3,"|",e6.1)') q(3), q(3), q(3), q(3), q(3)
  write(*, '(e17.8,"|",es20.9,"|",g20.8,"|",e9.2)') t, t(1), t(2)
  write(*, '(e17.8,"|",es20.9,"|",g20.8,"|",e9.2)') t(2), t(2), t(2), t(2)
end program real_wide_exponent
! CHECK:  0.11897315+4933|    1.189731495+4932|   0.118973149535723+4933|     0.11897315+4933|       1.18973150+4932
! CHECK-NEXT: 0.12+4933|0.12+4933|.12+4933|1.2+4932|   0.11897+4933|************|   0.119E+4933
! CHECK-NEXT:-0.34-4931|-.34-4931|********|********|  -0.33621-4931| -3.362-4932| -0.034-4930
