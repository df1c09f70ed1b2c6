! flang front door: a comma where a format item would start, "(,I5)",
! "(I5,,I3)", "(I2,,,I2)" or inside a group, is skipped, as flang 19's
! runtime skips it; libgfortran (and the gfortran front door) says
! "Unexpected element ','".  (flang's compiler refuses such a constant
! format, so the formats are variables.)
! RUN: %flangdiff %s | %fcheck %s
program format_extra_commas
  implicit none
  character(20) :: f(8)
  integer :: k, ios, i, j
  character(80) :: msg
  character(12) :: s
  f = [character(20) :: '(i5,,)', '(i5,,i3)', '(,i5)', '(i5,)', &
       '(2(i2,,),i3)', '(i2,,,i2)', '(a,,"x")', '(,,)']
  do k = 1, size(f)
    msg = ''
    if (k == 7) then
      write (*, f(k), iostat=ios, iomsg=msg) 'ab'
    else if (k == 8) then
      write (*, f(k), iostat=ios, iomsg=msg)
    else
      write (*, f(k), iostat=ios, iomsg=msg) 1, 2
    end if
    print '(a,1x,i0,1x,a)', trim(f(k)), ios, trim(msg)
  end do
  s = ' 12 34'
  f(1) = '(,i3,,i3)'
  read (s, f(1), iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
end program
! CHECK:    1
! CHECK-NEXT:    2
! CHECK-NEXT:(i5,,) 0 
! CHECK-NEXT:    1  2
! CHECK-NEXT:(i5,,i3) 0 
! CHECK-NEXT:    1
! CHECK-NEXT:    2
! CHECK-NEXT:(,i5) 0 
! CHECK-NEXT:    1
! CHECK-NEXT:    2
! CHECK-NEXT:(i5,) 0 
! CHECK-NEXT: 1 2
! CHECK-NEXT:(2(i2,,),i3) 0 
! CHECK-NEXT: 1 2
! CHECK-NEXT:(i2,,,i2) 0 
! CHECK-NEXT:abx
! CHECK-NEXT:(a,,"x") 0 
! CHECK-EMPTY:
! CHECK-NEXT:(,,) 0 
! CHECK-NEXT:0 12 34
