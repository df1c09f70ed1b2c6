! flang front door (issue 18): G with d = 0 and E0 under a scale factor,
! as flang 19's runtime writes them.  Gw.0 (w > 0, 0P) shows no digit:
! "0." and the exponent of the exact value in the 0.d form, nothing
! rounded ("0.E+01" for 9.99), zero "0.0E+00", the leading 0 dropped when
! the field is one too narrow; libgfortran writes F or E with one digit.
! G0.0 is F0.0 when that exponent is 0 ("1." for 0.96), else E0.0 with
! one digit (".1E+2" for 9.6).  E0.0 under 1P keeps one digit ("2.E+00"),
! and a scale factor out of E's range in E0, G0 or G0.0 is IOSTAT 1031.
! RUN: %flangdiff %s | %fcheck %s
program real_g_no_digits
  implicit none
  character(40) :: s
  character(80) :: msg
  integer :: ios
  real(4) :: r = 3.0
  call t('(g10.0)', 0d0); call t('(g10.0)', 1d0); call t('(g10.0)', 9.99d0)
  call t('(g10.0)', -0.03125d0); call t('(g10.0)', 0.0999999d0)
  call t('(g10.0)', 1d100); call t('(g10.0)', -1d-100); call t('(g10.0)', -0d0)
  call t('(g10.0e3)', 0.96d0); call t('(g10.0e1)', 12d0); call t('(g10.0e1)', 1d12)
  call t('(sp,g12.0)', 9.6d0); call t('(dc,g10.0)', 1.5d0); call t('(rz,g10.0)', 0.96d0)
  call t('(g4.0)', 1d0); call t('(g5.0)', 1.5d0); call t('(g6.0)', -1.5d0)
  call t('(g6.0)', 0d0); call t('(g7.0)', -0d0); call t('(sp,g8.0)', 0d0)
  call t('(1p,g10.0)', 0d0); call t('(1p,g10.0)', 1.5d0)
  call t('(g0.0)', 0d0); call t('(g0.0)', 0.96d0); call t('(g0.0)', 0.5d0)
  call t('(g0.0)', 9.6d0); call t('(g0.0)', 0.0999999d0); call t('(g0.0)', 2.5d0)
  call t('(g0.0)', 1d300); call t('(g0.0)', -0d0); call t('(dc,g0.0)', 1.5d0)
  call t('(ru,g0.0)', 0.46d0); call t('(rd,g0.0)', 0.96d0); call t('(ru,g0.0)', 0.096d0)
  call t('(1p,g0.0)', 0d0); call t('(1p,g0.0)', 0.96d0); call t('(1p,g0.0)', 95d0)
  call t('(-1p,g0.0)', 1.5d0); call t('(2p,g0.0)', 1.5d0); call t('(-1p,g0.0)', 0.5d0)
  call t('(-1p,g0)', 1.5d6); call t('(-1p,g0)', 1.5d30); call t('(3p,g0)', 1.5d30)
  call t('(1p,e0.0)', 1.5d0); call t('(1p,e0.0)', 2.5d0)
  call t('(-1p,e0)', 1.5d0); call t('(1p,e0)', 1.5d0); call t('(2p,e0)', 1.5d0)
  write (s, '(g10.0,1x,g0.0)') r, r
  print '(3a)', '[', trim(s), ']'
contains
  subroutine t(f, x)
    character(*) :: f
    real(8) :: x
    s = '@'
    msg = ''
    write (s, f, iostat=ios, iomsg=msg) x
    print '(a,1x,i0,3a)', f, ios, ' [', trim(s), ']'
    if (ios /= 0) print '(a)', trim(msg)
  end subroutine t
end program real_g_no_digits
! CHECK:(g10.0) 0 [   0.0E+00]
! CHECK-NEXT:(g10.0) 0 [    0.E+01]
! CHECK-NEXT:(g10.0) 0 [    0.E+01]
! CHECK-NEXT:(g10.0) 0 [   -0.E-01]
! CHECK-NEXT:(g10.0) 0 [    0.E-01]
! CHECK-NEXT:(g10.0) 0 [    0.+101]
! CHECK-NEXT:(g10.0) 0 [   -0.E-99]
! CHECK-NEXT:(g10.0) 0 [  -0.0E+00]
! CHECK-NEXT:(g10.0e3) 0 [   0.E+000]
! CHECK-NEXT:(g10.0e1) 0 [     0.E+2]
! CHECK-NEXT:(g10.0e1) 0 [**********]
! CHECK-NEXT:(sp,g12.0) 0 [     +0.E+01]
! CHECK-NEXT:(dc,g10.0) 0 [    0,E+01]
! CHECK-NEXT:(rz,g10.0) 0 [    0.E+00]
! CHECK-NEXT:(g4.0) 0 [****]
! CHECK-NEXT:(g5.0) 0 [.E+01]
! CHECK-NEXT:(g6.0) 0 [-.E+01]
! CHECK-NEXT:(g6.0) 0 [.0E+00]
! CHECK-NEXT:(g7.0) 0 [-.0E+00]
! CHECK-NEXT:(sp,g8.0) 0 [+0.0E+00]
! CHECK-NEXT:(1p,g10.0) 0 [    0.E+00]
! CHECK-NEXT:(1p,g10.0) 0 [    2.E+00]
! CHECK-NEXT:(g0.0) 0 [.0E+0]
! CHECK-NEXT:(g0.0) 0 [1.]
! CHECK-NEXT:(g0.0) 0 [0.]
! CHECK-NEXT:(g0.0) 0 [.1E+2]
! CHECK-NEXT:(g0.0) 0 [.1E+0]
! CHECK-NEXT:(g0.0) 0 [.2E+1]
! CHECK-NEXT:(g0.0) 0 [.1E+301]
! CHECK-NEXT:(g0.0) 0 [-.0E+0]
! CHECK-NEXT:(dc,g0.0) 0 [,2E+1]
! CHECK-NEXT:(ru,g0.0) 0 [1.]
! CHECK-NEXT:(rd,g0.0) 0 [0.]
! CHECK-NEXT:(ru,g0.0) 0 [.1E+0]
! CHECK-NEXT:(1p,g0.0) 0 [0.E+0]
! CHECK-NEXT:(1p,g0.0) 0 [1.]
! CHECK-NEXT:(1p,g0.0) 0 [1.E+2]
! CHECK-NEXT:(-1p,g0.0) 1031 []
! CHECK-NEXT:Scale factor (kP) -1 cannot be less than -d (0)
! CHECK-NEXT:(2p,g0.0) 1031 []
! CHECK-NEXT:Scale factor (kP) 2 cannot be greater than d+2 (2)
! CHECK-NEXT:(-1p,g0.0) 0 [0.]
! CHECK-NEXT:(-1p,g0) 0 [1500000.]
! CHECK-NEXT:(-1p,g0) 1031 []
! CHECK-NEXT:Scale factor (kP) -1 cannot be less than -d (0)
! CHECK-NEXT:(3p,g0) 1031 []
! CHECK-NEXT:Scale factor (kP) 3 cannot be greater than d+2 (2)
! CHECK-NEXT:(1p,e0.0) 0 [2.E+00]
! CHECK-NEXT:(1p,e0.0) 0 [2.E+00]
! CHECK-NEXT:(-1p,e0) 1031 []
! CHECK-NEXT:Scale factor (kP) -1 cannot be less than -d (0)
! CHECK-NEXT:(1p,e0) 0 [1.5E+00]
! CHECK-NEXT:(2p,e0) 1031 []
! CHECK-NEXT:Scale factor (kP) 2 cannot be greater than d+2 (2)
! CHECK-NEXT:[    0.E+01 .3E+1]
