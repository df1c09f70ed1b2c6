! flang front door: a REAL(16) input value below the smallest normal that
! REAL(16) does not hold exactly raises IEEE_UNDERFLOW (and
! IEEE_INEXACT), as flang 19's runtime raises it for every kind; ftnio
! left it out for REAL(16), as libquadmath's strtoflt128 does for
! libgfortran (progen --flang --variants seed 7839).  List-directed, E and
! F input; a subnormal, a value that rounds to zero, the smallest normal.
! RUN: %flangdiff %s | %fcheck %s
program real16_input_underflow
  use ieee_arithmetic
  implicit none
  real(16) :: q
  real(8) :: d
  logical :: u, ix
  integer :: k
  character(30) :: t(5)
  t = [character(30) :: '1e-4940', '1e-5000', '0.5e-4950', &
       '3.3621031431120935063e-4932', '1e-320']
  do k = 1, size(t)
    call ieee_set_flag(ieee_all, .false.)
    read (t(k), *) q
    call ieee_get_flag(ieee_underflow, u)
    call ieee_get_flag(ieee_inexact, ix)
    print '(a,1x,a,2l2)', 'list', trim(t(k)), u, ix
    call ieee_set_flag(ieee_all, .false.)
    read (t(k), '(e30.0)') q
    call ieee_get_flag(ieee_underflow, u)
    call ieee_get_flag(ieee_inexact, ix)
    print '(a,1x,a,2l2)', 'e', trim(t(k)), u, ix
    call ieee_set_flag(ieee_all, .false.)
    read (t(k), '(f30.0)') q
    call ieee_get_flag(ieee_underflow, u)
    call ieee_get_flag(ieee_inexact, ix)
    print '(a,1x,a,2l2)', 'f', trim(t(k)), u, ix
    call ieee_set_flag(ieee_all, .false.)
    read (t(k), *) d
    call ieee_get_flag(ieee_underflow, u)
    call ieee_get_flag(ieee_inexact, ix)
    print '(a,1x,a,2l2)', 'd', trim(t(k)), u, ix
  end do
  call ieee_set_flag(ieee_all, .false.)
  read (t(1), *) q
end program
! CHECK:list 1e-4940 T T
! CHECK-NEXT:e 1e-4940 T T
! CHECK-NEXT:f 1e-4940 T T
! CHECK-NEXT:d 1e-4940 T T
! CHECK-NEXT:list 1e-5000 T T
! CHECK-NEXT:e 1e-5000 T T
! CHECK-NEXT:f 1e-5000 T T
! CHECK-NEXT:d 1e-5000 T T
! CHECK-NEXT:list 0.5e-4950 T T
! CHECK-NEXT:e 0.5e-4950 T T
! CHECK-NEXT:f 0.5e-4950 T T
! CHECK-NEXT:d 0.5e-4950 T T
! CHECK-NEXT:list 3.3621031431120935063e-4932 F T
! CHECK-NEXT:e 3.3621031431120935063e-4932 F T
! CHECK-NEXT:f 3.3621031431120935063e-4932 F T
! CHECK-NEXT:d 3.3621031431120935063e-4932 T T
! CHECK-NEXT:list 1e-320 F T
! CHECK-NEXT:e 1e-320 F T
! CHECK-NEXT:f 1e-320 F T
! CHECK-NEXT:d 1e-320 T T
