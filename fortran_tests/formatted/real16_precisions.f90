! real(16) and real(10) output through F, E, ES, EN, D, G and list-directed
! editing with precisions of one, two and no digits (issue 16: the
! precision goes into strfromf128's format without snprintf), rounding
! modes, and the values at the ends of the range.
! RUN: %fdiff %s
program real16_precisions
  implicit none
  real(16) :: q(8)
  real(10) :: x(8)
  integer :: i
  q = [2.0_16/3.0_16, -1.0e-30_16, 1.0e300_16*1e100_16, 0.0_16, -0.0_16, &
       huge(1.0_16), tiny(1.0_16), 123456789.123456789_16]
  x = real(q(1:8), 10)
  x(3) = 1.0e300_10 * 1e100_10
  x(6) = huge(1.0_10)
  x(7) = tiny(1.0_10)
  do i = 1, 8
    write (*, '(f30.20, 1x, f5.0, 1x, f8.1, 1x, f60.45)') q(i), q(i), q(i), q(i)
    write (*, '(e40.30e4, 1x, es40.30e4, 1x, e12.3e4, 1x, d50.36)') q(i), q(i), q(i), q(i)
    write (*, '(g40.30, 1x, g0, 1x, en45.30e4, 1x, g12.4e4)') q(i), q(i), q(i), q(i)
    write (*, *) q(i)
    write (*, '(f30.20, 1x, f5.0, 1x, f45.40)') x(i), x(i), x(i)
    write (*, '(e35.22e4, 1x, es35.22e4, 1x, e12.3e4)') x(i), x(i), x(i)
    write (*, '(g35.22, 1x, g0)') x(i), x(i)
    write (*, *) x(i)
    write (*, '(ru,f30.20,1x,rd,f30.20,1x,rz,e40.33,1x,rn,d45.36)') q(i), q(i), q(i), q(i)
    write (*, '(rc,f8.1,1x,ru,e12.3e4,1x,rd,es12.3e4)') q(i), q(i), q(i)
  end do
  print *, q(1:3), x(1:3)
end program
