! Real input fields whose exponent has a sign and then only blanks: an
! exponent of 0, as libgfortran reads them ('1.0-  ' is 1.0, '--  ' is
! -0.0), under BN and BZ; an exponent letter followed by blanks only, or a
! sign that ends the field, is a bad value.
! RUN: %fdiff %s | %fcheck %s
program exponent_sign_blanks
  implicit none
  character(len=10) :: f(9)
  character(len=40) :: rec
  real :: r
  integer :: ios, k
  f = [character(10) :: '1.0-  ', '1.0e  ', '1.0e-  ', '-- ', '--', '1.0-', '1.0+ 2', '.-  ', '1.0d  ']
  do k = 1, 9
    r = 7
    rec = f(k) // '|'
    read(rec, '(F6.0)', iostat=ios) r
    print '(a10,i6,1x,g0)', f(k), ios, r
    r = 7
    read(rec, '(BZ,F6.0)', iostat=ios) r
    print '(a10,i6,1x,g0)', f(k), ios, r
  end do
end program exponent_sign_blanks
! CHECK:1.0-           0 1.00000000
! CHECK:1.0-           0 1.00000000
! CHECK:1.0e        5010 7.00000000
! CHECK:1.0e        5010 7.00000000
! CHECK:1.0e-          0 1.00000000
! CHECK:1.0e-          0 1.00000000
! CHECK:--             0 -0.00000000
! CHECK:--             0 -0.00000000
! CHECK:--             0 -0.00000000
! CHECK:--             0 -0.00000000
! CHECK:1.0-           0 1.00000000
! CHECK:1.0-           0 1.00000000
! CHECK:1.0+ 2         0 100.000000
! CHECK:1.0+ 2         0 100.000000
! CHECK:.-             0 0.00000000
! CHECK:.-             0 0.00000000
! CHECK:1.0d        5010 7.00000000
! CHECK:1.0d        5010 7.00000000
