! flang front door: a formatted READ whose format reverts past the last
! record (of an internal file, a direct-access file, a sequential file)
! into a group without data edits fails as flang 19's runtime fails it:
! its cue-up goes on after the reversion met the end, finds no data edit,
! and that error ("Unlimited repetition in FORMAT lacks data edit
! descriptors", IOSTAT 1005) replaces END, where ftnio reported END.  The
! message names the offset flang restarts at: right after the group's
! '(' when it follows a parenthesis, else the end of the edit before the
! group ("(F1.0,(1X))": 5).  Progen --flang seed 1723.
! RUN: %flangdiff %s | %fcheck %s
program reversion_no_data_after_end
  implicit none
  integer :: ios, k
  character(200) :: msg
  real :: r(2)
  real(10) :: z
  logical :: l(2)
  character(8) :: b(1)
  character(30) :: fm(7)
  fm = [character(30) :: '((1X),F1.0)', '(F1.0,(1X))', '(F1.0,2(1X))', &
        '(F1.0, (1X))', '(F1.0,(1X),(2X))', '(F1.0,:(1X))', '(2(F1.0),3(2X))']
  b = '12'
  do k = 1, size(fm)
    r = 0
    msg = ''
    read (b, fm(k), iostat=ios, iomsg=msg) r
    print '(i0,1x,i0,1x,a,2(1x,f3.1))', k, ios, trim(msg), r
  end do
  open (80, file='rnd.dat', status='replace')
  write (80, '(a)') '12'
  rewind (80)
  r = 0
  read (80, '((1X),F1.0)', iostat=ios, iomsg=msg) r
  print '(a,1x,i0,1x,a,2(1x,f3.1))', 'sequential', ios, trim(msg), r
  close (80, status='delete')
  r = [huge(0.0), -0.0]
  l = .false.
  open (81, file='rnd2.dat', access='direct', form='formatted', recl=40, &
        status='replace')
  write (81, '(a)', rec=1) '1234'
  r = 0
  read (81, '((1X),F1.0)', rec=1, iostat=ios, iomsg=msg) r
  print '(a,1x,i0,1x,a,2(1x,f3.1))', 'direct', ios, trim(msg), r
  r = [huge(0.0), -0.0]
  write (81, '(2F3.0,3X,G2.1)', rec=4, iostat=ios, iomsg=msg) r, l
  print '(a,1x,i0,1x,a)', 'write', ios, trim(msg)
  r = 0
  z = 0
  read (81, '((1X),2F1.2,RN)', rec=5, iostat=ios, iomsg=msg) r, z
  print '(a,1x,i0,1x,a)', 'past end', ios, trim(msg)
  read (81, '((1X),2F1.2,RN)', rec=5, iostat=ios, iomsg=msg) r
  print '(a,1x,i0)', 'two items', ios
  close (81, status='delete')
end program
! CHECK:1 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((1X),F1.0)' 2.0 0.0
! CHECK-NEXT:2 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 5 in format '(F1.0,(1X))' 1.0 0.0
! CHECK-NEXT:3 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 5 in format '(F1.0,2(1X))' 1.0 0.0
! CHECK-NEXT:4 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 5 in format '(F1.0, (1X))' 1.0 0.0
! CHECK-NEXT:5 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 10 in format '(F1.0,(1X),(2X))' 1.0 0.0
! CHECK-NEXT:6 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 5 in format '(F1.0,:(1X))' 1.0 0.0
! CHECK-NEXT:7 0  1.0 2.0
! CHECK-NEXT:sequential 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((1X),F1.0)' 2.0 0.0
! CHECK-NEXT:direct 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((1X),F1.0)' 2.0 0.0
! CHECK-NEXT:write 1005 Data edit descriptor 'F' may not be used with a LOGICAL data item
! CHECK-NEXT:past end 1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((1X),2F1.2,RN)'
! CHECK-NEXT:two items 0
