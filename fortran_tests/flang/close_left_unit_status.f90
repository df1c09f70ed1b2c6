! CLOSE of a unit a failed OPEN left checks its STATUS= in flang 19 (the
! unit is one of flang's, not connected): a bad value is IOSTAT 1006
! "Invalid STATUS='...'", where a unit that was never opened, or was
! closed, takes any STATUS= quietly.  A failed OPEN(NEWUNIT=) leaves its
! unit too, under the number it would have had (the variable keeps its
! value: here the number of the unit closed just before, which flang hands
! out again), and for that negative number the bad STATUS= comes before
! any bad-unit condition; INQUIRE finds the unit (EXIST=T).  ftnio said 0
! for both CLOSEs, 1042 for the second, and EXIST=F (issue 18, found by
! progen --flang).
! RUN: %flangdiff %s | %fcheck %s
program close_left_unit_status
  implicit none
  integer :: ios, nu, n2
  logical :: ex, op
  character(80) :: msg
  character(8) :: st, so
  st = 'bogus'; so = 'old'
  open(10, file='cls_missing.dat', status=so, iostat=ios)
  print '(a,l2)', 'open', ios /= 0
  msg = 'none'
  close(10, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close left', ios, trim(msg)
  msg = 'none'
  close(10, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close again', ios, trim(msg)
  msg = 'none'
  close(11, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close never opened', ios, trim(msg)
  open(newunit=nu, file='cls_x.dat', iostat=ios)
  close(nu, status='delete')
  msg = 'none'
  close(nu, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close closed newunit', ios, trim(msg)
  n2 = 77
  open(newunit=n2, file='cls_missing.dat', status=so, iostat=ios)
  print '(a,l2,1x,i0)', 'open newunit', ios /= 0, n2
  inquire(nu, exist=ex, opened=op)
  print '(a,2l2)', 'inquire', ex, op
  msg = 'none'
  close(nu, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close left newunit', ios, trim(msg)
  msg = 'none'
  close(nu, status=st, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'close it again', ios, trim(msg)
end program
! CHECK:open T
! CHECK-NEXT:close left 1006 Invalid STATUS='bogus   '
! CHECK-NEXT:close again 0 none
! CHECK-NEXT:close never opened 0 none
! CHECK-NEXT:close closed newunit 0 none
! CHECK-NEXT:open newunit T 77
! CHECK-NEXT:inquire T F
! CHECK-NEXT:close left newunit 1006 Invalid STATUS='bogus   '
! CHECK-NEXT:close it again 0 none
