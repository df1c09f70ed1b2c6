! A unit whose OPEN failed on a file connected to another unit (1037) may
! neither read nor write in flang 19; a later OPEN of it with any ACTION=
! changes its action: 1001 "ACTION= may not be changed on an open unit".
! ftnio compared only the left unit's ACTION= word and said 0 (issue 18,
! found by conn_fuzz.py --flang seeds 10 and 11, in their final dump).
! RUN: %flangdiff %s | %fcheck %s
program open_left_elsewhere_action
  integer :: ios
  character(80) :: msg
  open(10, file='olea.dat', status='replace')
  open(11, file='olea.dat', action='read', iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  close(10)
  msg = 'none'
  open(11, file='olea.dat', action='read', iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  close(11, status='delete')
end program
! CHECK:1037 OPEN(UNIT=11,FILE='olea.dat'): file is already connected to unit 10
! CHECK-NEXT:1001 ACTION= may not be changed on an open unit
