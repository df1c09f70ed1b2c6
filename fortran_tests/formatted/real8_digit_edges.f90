! real(8) and real(4) output at the edges of the integer digit path
! (issue 16: digits of up to 19 significant or 27 fraction digits come
! from exact 128-bit scaling): exact ties (k + 1/2, binary fractions),
! runs of nines that carry into a new digit, powers of ten and their
! neighbours, magnitudes where the path hands over to the printer, under
! F, E, ES, EN, D, G and list-directed editing and the ROUND= modes.
! RUN: %fdiff %s
program real8_digit_edges
  implicit none
  integer, parameter :: nv = 24
  real(8) :: v(nv)
  real(4) :: s
  character(len=2) :: modes(6) = ['RN', 'RU', 'RD', 'RZ', 'RC', 'RP']
  integer :: i, k
  v = [0.5d0, 2.5d0, 0.125d0, 0.375d0, 1234.5d0, 99.5d0, 9.5d0, &
       0.99999999999999989d0, 9.9999999999999982d0, 999999.99999999d0, &
       1d15, 1d16 + 2, 1d17, 1d19, 1d20, 1d23, 1.7d38, 1d39, 2d-15, &
       1d-16, 0.1d0, 3d0 / 7d0, 1d300, 123456789012345.75d0]
  do i = 1, nv
    write (*, '(es24.16, 1x, es10.2, 1x, e12.5, 1x, d25.17)') v(i), v(i), v(i), v(i)
    write (*, '(f30.5, 1x, f8.0, 1x, f40.27)') v(i), v(i), v(i)
    write (*, '(g20.10, 1x, g26.17, 1x, en20.8, 1x, g0)') v(i), v(i), v(i), v(i)
    write (*, *) v(i), -v(i)
    do k = 1, 6
      write (*, '(' // modes(k) // ', es12.3, 1x, f10.1, 1x, g12.4)') &
        v(i), -v(i), v(i)
    end do
    s = real(v(i), 4)
    write (*, '(es16.8, 1x, f20.6, 1x, g14.7)') s, s, s
    write (*, *) s
  end do
end program real8_digit_edges
