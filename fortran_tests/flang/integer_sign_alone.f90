! flang front door: an I or G field on an INTEGER item that holds a sign
! and nothing else (blanks aside) reads as zero, as flang's runtime reads
! it; libgfortran calls it a bad value.
! RUN: %flangdiff %s | %fcheck %s
program integer_sign_alone
  implicit none
  integer :: ios, i, k
  character(100) :: msg
  character(8) :: c
  c = '  +    '
  i = 5
  msg = ''
  read (c, '(I7)', iostat=ios, iomsg=msg) i
  print '(i0,1x,i0," [",a,"]")', ios, i, trim(msg)
  c = '-'
  i = 5
  msg = ''
  read (c, '(I1,I2)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,i0," [",a,"]")', ios, i, trim(msg)
  c = '   - 12'
  i = 5
  msg = ''
  read (c, '(BZ,G4.0,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,2(1x,i0)," [",a,"]")', ios, i, k, trim(msg)
  open (10, file='s.txt', status='replace')
  write (10, '(a)') '  +'
  rewind (10)
  i = 5
  msg = ''
  read (10, '(I6)', iostat=ios, iomsg=msg) i
  print '(i0,1x,i0," [",a,"]")', ios, i, trim(msg)
  close (10, status='delete')
end program integer_sign_alone
! CHECK:0 0 []
! CHECK-NEXT:0 0 []
! CHECK-NEXT:0 0 12 []
! CHECK-NEXT:0 0 []
