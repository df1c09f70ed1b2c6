! EN fields of REAL(8) and REAL(4) that ftnio writes straight from the
! exactly rounded scaled integer (conv/edit_real_fast.cpp, fast_en_field):
! values whose rounding carries into a new power of ten (libgfortran then
! pads the digits with zeros, or drops some), values just below and above
! a power of ten (libgfortran's test in the value's kind decides the
! digits before the point), every exponent residue, zeros of both signs,
! tight widths and asterisks, Ee, SP and DC; and beside them the fields
! the fast path leaves (ROUND=, EN0, ENw.dE0, d beyond 16, tiny values).
! RUN: %fdiff %s
program en_fast_fields
  implicit none
  integer, parameter :: nv = 22
  real(8) :: v(nv)
  character(len=40) :: fmt
  character(len=8) :: pre(6) = ['        ', 'SP,     ', 'DC,     ', &
                                'RN,     ', 'RU,     ', '1P,     ']
  integer :: i, w, d, p
  v = [9.9995d0, 99.995d0, 999.95d0, 999.96d0, 0.99995d0, 9.95d-4, &
       1d0, 0.99999999999999989d0, 1.0000000000000002d0, 1d3, &
       nearest(1d3, -1d0), 1d-5, 0d0, -0d0, 123456.789d0, 7d22, &
       -3.3d-7, 5d-324, 2.2250738585072014d-308, 1.7976931348623157d308, &
       0.125d0, 1d-300]
  do i = 1, nv
    do d = 0, 4
      do w = d + 4, d + 9
        write (fmt, '(a,i0,a,i0,a)') '(en', w, '.', d, ')'
        write (*, fmt) v(i)
        write (*, fmt) real(v(i), 4)
      end do
    end do
    do p = 1, size(pre)
      write (fmt, '(a)') '(' // trim(pre(p)) // 'en24.16,en14.5e3,en12.3e1)'
      write (*, fmt) v(i), v(i), v(i)
      write (fmt, '(a)') '(' // trim(pre(p)) // 'en20.17,en0.3,en16.6e0)'
      write (*, fmt) v(i), v(i), v(i)
      write (fmt, '(a)') '(' // trim(pre(p)) // 'en14.6,en10.2e2)'
      write (*, fmt) real(v(i), 4), real(v(i), 4)
    end do
  end do
  write (*, '(en12.3,en13.4)') 1e-5, 1e5, 9.9999e2, 0.99999e0, &
    nearest(1e0, -1e0), nearest(1e3, -1e0)
end program en_fast_fields
