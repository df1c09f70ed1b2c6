! flang front door: a scalar internal file is one record for flang's
! runtime, also when it holds only blanks: reversion or '/' past it is the
! end of the file (IOSTAT -1), where libgfortran's record of no characters
! gives empty fields for ever.
! RUN: %flangdiff %s | %fcheck %s
program internal_blank_scalar_end
  implicit none
  integer :: ios, a, b
  character(100) :: msg
  character(4) :: c
  character(3) :: cv(3)
  c = '12'
  a = 5
  b = 6
  msg = ''
  read (c, '(I1)', iostat=ios, iomsg=msg) a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  c = ''
  a = 5
  b = 6
  msg = ''
  read (c, '(I1)', iostat=ios, iomsg=msg) a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  a = 5
  b = 6
  msg = ''
  read (c, '(I1,/,I1)', iostat=ios, iomsg=msg) a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  cv = ['aaa', 'bbb', 'ccc']
  msg = ''
  read (c, '(A,A5)', iostat=ios, iomsg=msg) cv
  print '(3("[",a,"] "),i0," [",a,"]")', cv, ios, trim(msg)
end program internal_blank_scalar_end
! CHECK:1 6 -1 [End of file during input]
! CHECK-NEXT:0 6 -1 [End of file during input]
! CHECK-NEXT:0 6 -1 [End of file during input]
! CHECK-NEXT:[   ] [   ] [ccc] -1 [End of file during input]
