! flang front door: a formatted REAL field of a '-' sign and no digits
! ("-", "-.", "- 0", "-e5" under F and E) reads as -0 in flang 19;
! libgfortran drops the sign of a sign alone.
! RUN: %flangdiff %s | %fcheck %s
program real_field_sign
  real(8) :: r
  integer :: ios, k
  character(100) :: msg
  character(4) :: f(6) = ['-   ', '+   ', '-.  ', '- 0 ', '-e5 ', ' -  ']
  do k = 1, size(f)
    r = 0.5d0; msg = ''
    read(f(k), '(f4.1)', iostat=ios, iomsg=msg) r
    print '(a,1x,i0,1x,g0,1x,z16.16,1x,a)', '['//f(k)//']', ios, r, r, trim(msg)
    r = 0.5d0; msg = ''
    read(f(k), '(e1.2)', iostat=ios, iomsg=msg) r
    print '(a,1x,i0,1x,g0,1x,z16.16,1x,a)', '['//f(k)//']', ios, r, r, trim(msg)
  end do
end program real_field_sign
! CHECK:[-   ] 0 -0. 8000000000000000 
! CHECK-NEXT:[-   ] 0 -0. 8000000000000000 
! CHECK-NEXT:[+   ] 0 0. 0000000000000000 
! CHECK-NEXT:[+   ] 0 0. 0000000000000000 
! CHECK-NEXT:[-.  ] 0 -0. 8000000000000000 
! CHECK-NEXT:[-.  ] 0 -0. 8000000000000000 
! CHECK-NEXT:[- 0 ] 0 -0. 8000000000000000 
! CHECK-NEXT:[- 0 ] 0 -0. 8000000000000000 
! CHECK-NEXT:[-e5 ] 0 -0. 8000000000000000 
! CHECK-NEXT:[-e5 ] 0 -0. 8000000000000000 
! CHECK-NEXT:[ -  ] 0 -0. 8000000000000000 
! CHECK-NEXT:[ -  ] 0 0. 0000000000000000 
