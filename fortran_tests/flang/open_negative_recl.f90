! OPEN with a negative RECL=: flang 19 takes the value as unsigned (only
! RECL=0 is refused) and the OPEN succeeds; INQUIRE(RECL=) answers the
! value as given, DIRECT= says YES as for any RECL=, and the unit keeps it
! over a re-OPEN of another file without RECL=.  Its other checks keep
! their order: a file connected to another unit, FILE= with
! STATUS='SCRATCH'.  ftnio refused the RECL= (1001 "RECL= must be greater
! than zero") in all three (issue 18, found by progen --flang).  (A
! transfer on such a unit fails in flang, or stops it: not compared here.)
! RUN: %flangdiff %s | %fcheck %s
program open_negative_recl
  integer :: ios, r, rl
  character(80) :: msg
  character(20) :: acc, sq, dr, st
  r = -5
  msg = 'none'
  open(10, file='onr_a.dat', recl=r, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'open', ios, trim(msg)
  inquire(10, recl=rl, access=acc, sequential=sq, direct=dr, stream=st)
  print '(a,1x,i0,4(1x,a))', 'inquire', rl, trim(acc), trim(sq), trim(dr), trim(st)
  close(10, status='delete')
  inquire(10, recl=rl)
  print '(a,1x,i0)', 'closed', rl
  r = -1
  open(11, file='onr_b.dat', recl=r, form='unformatted', iostat=ios, iomsg=msg)
  inquire(11, recl=rl)
  print '(a,1x,i0,1x,i0)', 'unformatted', ios, rl
  open(11, file='onr_c.dat', iostat=ios, iomsg=msg)
  inquire(11, recl=rl)
  print '(a,1x,i0,1x,i0)', 'reopened', ios, rl
  close(11, status='delete')
  close(11)
  open(12, file='onr_b.dat', iostat=ios)
  msg = 'none'
  open(13, file='onr_b.dat', recl=r, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'elsewhere', ios, trim(msg)
  msg = 'none'
  acc = 'scratch'
  open(14, file='onr_b.dat', status=acc, recl=r, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'scratch', ios, trim(msg)
  close(12, status='delete')
end program open_negative_recl
! CHECK:open 0 none
! CHECK-NEXT:inquire -5 SEQUENTIAL YES YES NO
! CHECK-NEXT:closed -1
! CHECK-NEXT:unformatted 0 -1
! CHECK-NEXT:reopened 0 -1
! CHECK-NEXT:elsewhere 1037 OPEN(UNIT=13,FILE='onr_b.dat'): file is already connected to unit 12
! CHECK-NEXT:scratch 1001 FILE= may not appear on OPEN with STATUS='SCRATCH'
