! flang front door: an F field whose value rounds to zero or to one unit
! in its last place under ROUND='UP', 'DOWN', 'ZERO' or 'COMPATIBLE' is
! flang 19's: its runtime rounds the value to d significant digits first
! (at least one), and the exponent of that decides: the field is a zero
! when the value is below a tenth of the unit, the sign decides for UP and
! DOWN at a tenth or more, and COMPATIBLE takes one unit when that first
! rounding starts with 5 or more, so 0.0049999 is 0.01 under F5.2 (issue
! 18; progen --flang seeds 306, 418).  F0.d, G's F form and kP alike.
! RUN: %flangdiff %s | %fcheck %s
program round_small_fixed
  implicit none
  real(8) :: v(6) = [3d-4, 9.99d-4, 9.9999d-4, 4.9999d-3, 5.1d-3, 6.9d-14]
  real(16) :: q
  integer :: i
  do i = 1, size(v)
    write (*, '(a,1x,f6.2,1x,f6.2,1x,f0.2,1x,f4.0,1x,-1p,f6.2)', round='up') &
      'up', v(i), -v(i), v(i), v(i) * 100, v(i) * 10
    write (*, '(a,1x,f6.2,1x,f6.2,1x,f0.2,1x,f4.0,1x,-1p,f6.2)', round='down') &
      'down', v(i), -v(i), -v(i), -v(i) * 100, -v(i) * 10
    write (*, '(a,1x,f6.2,1x,f6.2,1x,f0.2,1x,f4.0,1x,g10.2)', round='compatible') &
      'comp', v(i), -v(i), v(i), v(i) * 100, v(i) * 1d3
  end do
  q = 69483.1248e-18_16
  write (*, "(*(F0.2,:,'|'))", round='up') q, -q
  write (*, '(ru,f0.7,1x,rd,f0.7,1x,rc,f10.3)') 1.17d-16, -1.17d-16, 4.9999d-4
end program
! CHECK:up   0.00  -0.00 .00   0.   0.00
! CHECK-NEXT:down   0.00  -0.00 -.00  -0.  -0.00
! CHECK-NEXT:comp   0.00  -0.00 .00   0.   0.30    
! CHECK-NEXT:up   0.01  -0.00 .01   1.   0.01
! CHECK-NEXT:down   0.00  -0.01 -.01  -1.  -0.01
! CHECK-NEXT:comp   0.00  -0.00 .00   0.    1.0    
! CHECK-NEXT:up   0.01  -0.00 .01   1.   0.01
! CHECK-NEXT:down   0.00  -0.01 -.01  -1.  -0.01
! CHECK-NEXT:comp   0.00  -0.00 .00   0.    1.0    
! CHECK-NEXT:up   0.01  -0.00 .01   1.   0.01
! CHECK-NEXT:down   0.00  -0.01 -.01  -1.  -0.01
! CHECK-NEXT:comp   0.01  -0.01 .01   1.    5.0    
! CHECK-NEXT:up   0.01  -0.00 .01   1.   0.01
! CHECK-NEXT:down   0.00  -0.01 -.01  -1.  -0.01
! CHECK-NEXT:comp   0.01  -0.01 .01   1.    5.1    
! CHECK-NEXT:up   0.00  -0.00 .00   0.   0.00
! CHECK-NEXT:down   0.00  -0.00 -.00  -0.  -0.00
! CHECK-NEXT:comp   0.00  -0.00 .00   0.   0.69E-10
! CHECK-NEXT:.00|-.00
! CHECK-NEXT:.0000000 -.0000000      0.001
