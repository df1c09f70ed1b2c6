! libgfortran prints a real for E, ES, EN, D and G editing with
! "%+-#.*e" into a buffer sized for the field's width: in a narrow field
! (w < 7 for four exponent digits, w < 6 for three) the exponent is cut
! to its first w-3 digits, and the field shows that exponent (ES6.0 of
! HUGE(1._16) is "1.+493", E6.1 of TINY(1._16)/8 ".4-492").  REAL(16),
! REAL(10) and REAL(8), with RZ rounding and scale factors.
! RUN: %fdiff %s | %fcheck %s
program exponent_cut_by_width
  implicit none
  character(3) :: eds(5) = ['E  ', 'ES ', 'EN ', 'D  ', 'G  ']
  character(4) :: pre(3) = ['    ', 'RZ, ', '-1P,']
  character(40) :: fmt
  real(16) :: v16(3)
  real(10) :: v10(2)
  real(8) :: v8(2)
  integer :: ie, ip, w, d, iv, ios
  v16 = [huge(1._16), tiny(1._16) / 8, -3.3e-123_16]
  v10 = [huge(1._10), 7.7e1234_10]
  v8 = [huge(1._8), -5.55e-120_8]
  do ie = 1, size(eds)
    do ip = 1, size(pre)
      do w = 4, 7
        do d = 0, 1
          write (fmt, '(5a,i0,a,i0,a)') '(', trim(pre(ip)), trim(eds(ie)), &
              '', '', w, '.', d, ')'
          do iv = 1, size(v16)
            call put16(v16(iv))
          end do
          do iv = 1, size(v10)
            call put10(v10(iv))
          end do
          do iv = 1, size(v8)
            call put8(v8(iv))
          end do
          write (*, '(1x,a)') trim(fmt)
        end do
      end do
    end do
  end do
contains
  subroutine put16(x)
    real(16), intent(in) :: x
    write (*, fmt, advance='no', iostat=ios) x
    if (ios /= 0) write (*, '(a)', advance='no') '[err]'
    write (*, '(a)', advance='no') '|'
  end subroutine put16
  subroutine put10(x)
    real(10), intent(in) :: x
    write (*, fmt, advance='no', iostat=ios) x
    if (ios /= 0) write (*, '(a)', advance='no') '[err]'
    write (*, '(a)', advance='no') '|'
  end subroutine put10
  subroutine put8(x)
    real(8), intent(in) :: x
    write (*, fmt, advance='no', iostat=ios) x
    if (ios /= 0) write (*, '(a)', advance='no') '[err]'
    write (*, '(a)', advance='no') '|'
  end subroutine put8
end program exponent_cut_by_width

! CHECK:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (E4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (E4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (E5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (E5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (E6.0)
! CHECK-NEXT:.1+494|.4-492|******|.1+494|.8+124|.2+309|******| (E6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (E7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.2+309|-.6-119| (E7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,E4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,E4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,E5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,E5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,E6.0)
! CHECK-NEXT:.1+494|.4-492|******|.1+494|.7+124|.1+309|******| (RZ,E6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,E7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.1+309|-.5-119| (RZ,E7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E4.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E5.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E6.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E7.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,E7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (ES4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (ES4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (ES5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (ES5.1)
! CHECK-NEXT:1.+493|4.-493|******|1.+493|8.+123|2.+308|******| (ES6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (ES6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******| 2.+308|-6.-120| (ES7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|1.8+308|*******| (ES7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,ES4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,ES4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,ES5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,ES5.1)
! CHECK-NEXT:1.+493|4.-493|******|1.+493|7.+123|1.+308|******| (RZ,ES6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (RZ,ES6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******| 1.+308|-5.-120| (RZ,ES7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|1.7+308|*******| (RZ,ES7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (-1P,ES4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (-1P,ES4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (-1P,ES5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (-1P,ES5.1)
! CHECK-NEXT:1.+493|4.-493|******|1.+493|8.+123|2.+308|******| (-1P,ES6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (-1P,ES6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******| 2.+308|-6.-120| (-1P,ES7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|1.8+308|*******| (-1P,ES7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (EN4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (EN4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (EN5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (EN5.1)
! CHECK-NEXT:******|******|******|******|7.+123|******|******| (EN6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (EN6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******|*******|-6.-120| (EN7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|*******|*******| (EN7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,EN4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,EN4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,EN5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,EN5.1)
! CHECK-NEXT:******|******|******|******|7.+123|******|******| (RZ,EN6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (RZ,EN6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******|*******|-5.-120| (RZ,EN7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|*******|*******| (RZ,EN7.1)
! CHECK-NEXT:****|****|****|****|****|****|****| (-1P,EN4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (-1P,EN4.1)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (-1P,EN5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (-1P,EN5.1)
! CHECK-NEXT:******|******|******|******|7.+123|******|******| (-1P,EN6.0)
! CHECK-NEXT:******|******|******|******|******|******|******| (-1P,EN6.1)
! CHECK-NEXT:*******|*******|-3.-123|*******|*******|*******|-6.-120| (-1P,EN7.0)
! CHECK-NEXT:*******|*******|*******|*******|*******|*******|*******| (-1P,EN7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (D4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (D4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (D5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (D5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (D6.0)
! CHECK-NEXT:.1+494|.4-492|******|.1+494|.8+124|.2+309|******| (D6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (D7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.2+309|-.6-119| (D7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,D4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,D4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,D5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,D5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,D6.0)
! CHECK-NEXT:.1+494|.4-492|******|.1+494|.7+124|.1+309|******| (RZ,D6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,D7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.1+309|-.5-119| (RZ,D7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D4.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D5.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D6.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D7.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,D7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (G4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (G4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (G5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (G5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (G6.0)
! CHECK-NEXT:******|******|******|******|******|.2+309|******| (G6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (G7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.2+309|-.6-119| (G7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,G4.0)
! CHECK-NEXT:****|****|****|****|****|****|****| (RZ,G4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,G5.0)
! CHECK-NEXT:*****|*****|*****|*****|*****|*****|*****| (RZ,G5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,G6.0)
! CHECK-NEXT:******|******|******|******|******|.1+309|******| (RZ,G6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (RZ,G7.0)
! CHECK-NEXT:*******|*******|-.3-122|*******|*******|0.1+309|-.5-119| (RZ,G7.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G4.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G4.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G5.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G5.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G6.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G6.1)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G7.0)
! CHECK-NEXT:[err]|[err]|[err]|[err]|[err]|[err]|[err]| (-1P,G7.1)
