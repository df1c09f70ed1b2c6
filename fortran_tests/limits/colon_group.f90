! A repeated group of colons only, met while items remain (found by
! fuzz_format): same IOSTAT and IOMSG as libgfortran for small counts.
! RUN: %fdiff %s | %fcheck %s
! CHECK:        5006 Insufficient data descriptors in format after reversion
! CHECK:        5006 Insufficient data descriptors in format after reversion
! CHECK:1 2 3
program colon_group
  implicit none
  character(512) :: s
  integer :: ios
  character(100) :: msg
  write(s, '((I3)3(:::))', iostat=ios, iomsg=msg) 1, 2.5
  print *, ios, trim(msg)
  write(s, '((::::::((I3)))7(:::)))', iostat=ios, iomsg=msg) 1, 2.5
  print *, ios, trim(msg)
  write(s, '(I1,1000(:),1X,I1,5(2(:)),1X,I1)') 1, 2, 3
  print '(a)', trim(s)
end program
