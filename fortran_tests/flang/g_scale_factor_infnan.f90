! flang front door: a G edit writes an infinity or a NaN in the E form,
! so flang's runtime refuses a scale factor out of E's range for them
! (IOSTAT 1031, "Scale factor (kP) 3 cannot be greater than d+2 (3)"),
! where a finite value in the F form's range is written whatever kP.
! (issue 18; progen --flang seed 3936.)
! RUN: %flangdiff %s | %fcheck %s
program g_scale_factor_infnan
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer :: ios, i, j
  character(100) :: msg
  character(20) :: out
  real(8) :: v(4)
  character(12) :: f(4)
  v = [1.5d0, 1d10, ieee_value(1d0, ieee_positive_inf), &
       ieee_value(1d0, ieee_quiet_nan)]
  f = [character(12) :: '(3P,G11.1)', '(3P,G11.2)', '(-1P,G11.1)', &
       '(1P,G11.1)']
  do j = 1, size(f)
    do i = 1, size(v)
      out = '*'
      msg = ''
      write (out, f(j), iostat=ios, iomsg=msg) v(i)
      print '(a,i2,i5," [",a,"] [",a,"]")', trim(f(j)), i, ios, trim(out), &
        trim(msg)
    end do
  end do
end program
! CHECK:(3P,G11.1) 1    0 [     2.] []
! CHECK:(3P,G11.1) 2 1031 [] [Scale factor (kP) 3 cannot be greater than d+2 (3)]
! CHECK:(3P,G11.1) 3 1031 [] [Scale factor (kP) 3 cannot be greater than d+2 (3)]
! CHECK:(3P,G11.1) 4 1031 [] [Scale factor (kP) 3 cannot be greater than d+2 (3)]
! CHECK:(3P,G11.2) 1    0 [    1.5] []
! CHECK:(3P,G11.2) 2    0 [   100.E+08] []
! CHECK:(3P,G11.2) 3    0 [        Inf] []
! CHECK:(3P,G11.2) 4    0 [        NaN] []
! CHECK:(-1P,G11.1) 1    0 [     2.] []
! CHECK:(-1P,G11.1) 2 1031 [] [Scale factor (kP) -1 cannot be less than -d (-1)]
! CHECK:(-1P,G11.1) 3 1031 [] [Scale factor (kP) -1 cannot be less than -d (-1)]
! CHECK:(-1P,G11.1) 4 1031 [] [Scale factor (kP) -1 cannot be less than -d (-1)]
! CHECK:(1P,G11.1) 1    0 [     2.] []
! CHECK:(1P,G11.1) 2    0 [    1.0E+10] []
! CHECK:(1P,G11.1) 3    0 [        Inf] []
! CHECK:(1P,G11.1) 4    0 [        NaN] []
