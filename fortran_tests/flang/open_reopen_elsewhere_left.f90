! A re-OPEN of a connected unit that names a file connected to another
! unit fails (1037), and flang 19 has closed the unit's old connection by
! then: the unit is left as after any failed OPEN, so a later OPEN of it
! is one of an existing unit, whose changed RECL= is refused (1001).
! ftnio's core had dropped the connection itself, and the flang door then
! forgot to leave the unit: the second OPEN worked (issue 18, found by
! conn_fuzz.py --flang seed 5).
! RUN: %flangdiff %s | %fcheck %s
program open_reopen_elsewhere_left
  integer :: ios, i1, r
  character(80) :: msg
  character(20) :: acc
  acc = 'stream'
  r = 100
  open(11, file='q3_b.dat', iostat=ios)
  read(12, iostat=ios, fmt='(i5)') i1
  print '(a,1x,i0)', 'read', ios
  msg = 'none'
  open(12, file='q3_b.dat', access=acc, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'open elsewhere', ios, trim(msg)
  msg = 'none'
  open(12, file='q3_c.dat', recl=r, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'open recl', ios, trim(msg)
  close(11, status='delete')
  close(12, status='delete')
end program open_reopen_elsewhere_left
! CHECK:read -1
! CHECK-NEXT:open elsewhere 1037 OPEN(UNIT=12,FILE='q3_b.dat'): file is already connected to unit 11
! CHECK-NEXT:open recl 1001 RECL= may not be changed for an open unit
