! flang front door: G of an infinity, a NaN or a finite value outside the
! F form's range takes the E form, whose scale factor flang's runtime
! checks before a pending X, TR or T skip writes its blanks: the record
! the refusal fails holds none of them (REAL(4), REAL(8), REAL(16), a
! COMPLEX part; a value in the F form's range is written whatever the
! scale factor).
! RUN: %flangdiff %s | %fcheck %s
program g_infnan_scale_skip
  implicit none
  real(8) :: inf, nan
  real :: s
  real(16) :: q
  character(80) :: msg
  character(40) :: fm
  integer :: ios
  inf = huge(1d0)
  inf = inf * 10
  nan = inf - inf
  s = real(-inf, 4)
  q = real(nan, 16)
  fm = '(-3p,g10.3,1x,g10.3)'
  call put(1.25d0, nan)
  call put(1.25d0, inf)
  call put(2.5d0, 1.5d0)
  call put(2.5d0, 1d10)
  call put(2.5d0, -3d-7)
  msg = ''
  write (*, '(-3p,f6.2,tr4,g10.3)', iostat=ios, iomsg=msg) 1.0, s
  write (*, '(i0,1x,a)') ios, trim(msg)
  msg = ''
  write (*, '(-3p,f6.2,t20,g10.3)', iostat=ios, iomsg=msg) 1.0, q
  write (*, '(i0,1x,a)') ios, trim(msg)
  msg = ''
  write (*, '(-3p,g10.3,2x,g10.3)', iostat=ios, iomsg=msg) &
    cmplx(1.5d0, nan, 8)
  write (*, '(i0,1x,a)') ios, trim(msg)
  msg = ''
  write (*, '(-3p,g10.3,2x,g10.3)', iostat=ios, iomsg=msg) &
    cmplx(inf, 1.5d0, 8)
  write (*, '(i0,1x,a)') ios, trim(msg)
contains
  subroutine put(a, b)
    real(8), intent(in) :: a, b
    msg = ''
    write (*, fm, iostat=ios, iomsg=msg) a, b
    write (*, '(i0,1x,a)') ios, trim(msg)
  end subroutine
end program g_infnan_scale_skip
! CHECK:  1.25    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  1.25    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  2.50       1.50    
! CHECK-NEXT:0 
! CHECK-NEXT:  2.50    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  2.50    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  0.00
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  0.00
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:  1.50    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
