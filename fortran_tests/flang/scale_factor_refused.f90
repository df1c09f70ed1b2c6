! flang front door: E and D output (and G's E form) refuse a scale factor
! outside -d < k < d+2 with flang's IOSTAT 1031 and its text, and d = 0
! without one (also E0.0) with IOSTAT 1005, "Output edit descriptor Ew.d
! must have d>0".  ES and EN take any.  Run-time formats: flang checks
! constant ones when compiling.
! RUN: %flangdiff %s | %fcheck %s
program scale_factor_refused
  implicit none
  integer :: ios, i
  character(100) :: msg
  character(20) :: f(14)
  f = [character(20) :: '(E10.0)', '(1P,E10.0)', '(-1P,E10.1)', &
       '(-1P,E10.2)', '(3P,E10.1)', '(2P,D10.0)', '(D10.0)', '(E0.0)', &
       '(-2P,E0.1)', '(-1P,ES10.0)', '(5P,EN10.1)', '(-3P,G12.2)', &
       '(E10.0E1)', '(4X,E10.0)']
  do i = 1, size(f)
    msg = ''
    write (*, f(i), iostat=ios, iomsg=msg) 1.5e20
    print '(a,1x,i0,1x,a)', trim(f(i)), ios, trim(msg)
  end do
  write (*, '(a)', advance='no') 'kept '
  write (*, f(1), iostat=ios, iomsg=msg) 1.0
  print '(i0,1x,a)', ios, trim(msg)
end program scale_factor_refused
! CHECK:(E10.0) 1005 Output edit descriptor Ew.d must have d>0
! CHECK-NEXT:    2.E+20
! CHECK-NEXT:(1P,E10.0) 0 
! CHECK-NEXT:(-1P,E10.1) 1031 Scale factor (kP) -1 cannot be less than -d (-1)
! CHECK-NEXT:  0.02E+22
! CHECK-NEXT:(-1P,E10.2) 0 
! CHECK-NEXT:(3P,E10.1) 1031 Scale factor (kP) 3 cannot be greater than d+2 (3)
! CHECK-NEXT:(2P,D10.0) 1031 Scale factor (kP) 2 cannot be greater than d+2 (2)
! CHECK-NEXT:(D10.0) 1005 Output edit descriptor Dw.d must have d>0
! CHECK-NEXT:(E0.0) 1005 Output edit descriptor Ew.d must have d>0
! CHECK-NEXT:(-2P,E0.1) 1031 Scale factor (kP) -2 cannot be less than -d (-1)
! CHECK-NEXT:    2.E+20
! CHECK-NEXT:(-1P,ES10.0) 0 
! CHECK-NEXT: 150.0E+18
! CHECK-NEXT:(5P,EN10.1) 0 
! CHECK-NEXT:(-3P,G12.2) 1031 Scale factor (kP) -3 cannot be less than -d (-2)
! CHECK-NEXT:(E10.0E1) 1005 Output edit descriptor Ew.d must have d>0
! CHECK-NEXT:(4X,E10.0) 1005 Output edit descriptor Ew.d must have d>0
! CHECK-NEXT:kept 
! CHECK-NEXT:1005 Output edit descriptor Ew.d must have d>0
