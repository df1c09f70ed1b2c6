! F, E, D, ES and G fields of real(8) and real(4) that ftnio writes
! straight from the exactly rounded scaled integer (issue 16): every
! width from asterisks to wide around the value's digits (the optional
! leading zero, the sign's column), exact ties and near-ties in the last
! digit, zeros of both signs, exponents of one to three digits with and
! without Ee, SP/SS, DC, and the modes and scale factors that leave the
! path (ROUND=, kP) next to the same fields without them.
! RUN: %fdiff %s
program real_fast_fields
  implicit none
  integer, parameter :: nv = 20
  real(8) :: v(nv)
  real(4) :: s
  character(len=40) :: fmt
  character(len=5) :: eds(5) = ['F    ', 'E    ', 'D    ', 'ES   ', 'G    ']
  character(len=6) :: pre(8) = ['      ', 'SP,   ', 'SS,   ', 'DC,   ', &
                                'RZ,   ', 'RU,   ', 'RC,   ', '1P,   ']
  integer :: i, j, w, d, p
  v = [0.125d0, 2.5d0, -0.375d0, 0.05d0, 9.5d0, -99.95d0, 0.0d0, -0.0d0, &
       1.2345678901d0, 123456.789d0, 1d-5 / 3, 1d100, -2.5d-100, &
       0.99999999999999989d0, 4.35d0, 1.0000000000000002d0, 7d22, &
       1d-300, 5.000000000000001d-3, 3d0 / 7]
  do i = 1, nv
    do j = 1, size(eds)
      do d = merge(0, 1, j == 1), 4  ! (Ew.0 is an error)
        do w = d + 1, d + 9
          write (fmt, '(a,i0,a,i0,a)') '(' // trim(eds(j)), w, '.', d, ')'
          write (*, fmt) v(i)
          s = real(v(i), 4)
          write (*, fmt) s
        end do
      end do
      do p = 1, size(pre)
        write (fmt, '(a)') '(' // trim(pre(p)) // trim(eds(j)) // '24.16)'
        write (*, fmt) v(i)
        if (j /= 1 .and. j /= 3) then  ! (F and D have no Ee)
          write (fmt, '(a)') '(' // trim(pre(p)) // trim(eds(j)) // '14.5E3)'
          write (*, fmt) v(i)
          write (fmt, '(a)') '(' // trim(pre(p)) // trim(eds(j)) // '12.3E1)'
          write (*, fmt) v(i)
        end if
        write (fmt, '(a)') '(' // trim(pre(p)) // trim(eds(j)) // '20.10)'
        write (*, fmt) real(v(i), 4)
      end do
    end do
  end do
  write (*, '(es24.16,f14.5,g20.10)') 1.2345678901d0, 1.2345678901d0 / 3, &
    1 / 1.2345678901d0
end program real_fast_fields
