! The same with counts in the billions: libgfortran spins through every
! repetition (minutes), ftnio runs one pass of a colons-only group, so
! this is checked against the small-count results of colon_group.f90.
! RUN: %ftnio-run --timeout=20 %s | %fcheck %s
! CHECK:        5006 Insufficient data descriptors in format after reversion
! CHECK:        5006 Insufficient data descriptors in format after reversion
! CHECK:1 2 3
! CHECK: 1 +2
program colon_group_huge
  implicit none
  character(512) :: s
  character(200) :: f
  integer :: ios
  character(100) :: msg
  f = '((I3)2000000000(:::))'
  write(s, f, iostat=ios, iomsg=msg) 1, 2.5
  print *, ios, trim(msg)
  f = '((::::::((I3)))77777777777777777777777777777777777777777777(:::)))'
  write(s, f, iostat=ios, iomsg=msg) 1, 2.5
  print *, ios, trim(msg)
  f = '(I1,2000000000(:),1X,I1,2000000000(2000000000(:)),1X,I1)'
  write(s, f) 1, 2, 3
  print '(a)', trim(s)
  f = '(I2,2000000000(SP,BZ,RN,DC,:,2(DP,1P)),1X,I2)'
  write(s, f) 1, 2
  print '(a)', trim(s)
end program
