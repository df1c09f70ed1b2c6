! flang front door: flang's L edit takes its T or F and skips the rest of its
! field unread, so a comma there does not end the field early (the next
! edit starts after the whole field); a comma before the T or F is a bad
! character.
! RUN: %flangdiff %s | %fcheck %s
program logical_field_comma
  implicit none
  integer :: ios
  logical :: l(3)
  character(100) :: msg
  character(20) :: c
  open (51, file='m.dat', status='replace')
  write (51, '(a)') 'TF,893aTa3'
  write (51, '(a)') ' .F,T  ,F'
  write (51, '(a)') ' ,T'
  rewind (51)
  l = .true.
  msg = ''
  read (51, '(L4,L3,L3)', iostat=ios, iomsg=msg) l
  print '(3(l1,1x),i0," [",a,"]")', l, ios, trim(msg)
  l = .true.
  msg = ''
  read (51, '(L4,L3,L3)', iostat=ios, iomsg=msg) l
  print '(3(l1,1x),i0," [",a,"]")', l, ios, trim(msg)
  l = .false.
  msg = ''
  read (51, '(L4)', iostat=ios, iomsg=msg) l(1)
  print '(3(l1,1x),i0," [",a,"]")', l, ios, trim(msg)
  close (51, status='delete')
  c = 'F,T,F'
  l = .true.
  msg = ''
  read (c, '(L3,L2)', iostat=ios, iomsg=msg) l(1:2)
  print '(3(l1,1x),i0," [",a,"]")', l, ios, trim(msg)
end program logical_field_comma
! CHECK:T T T 1001 [Bad character '9' in LOGICAL input field]
! CHECK-NEXT:F T T 1001 [Bad character ',' in LOGICAL input field]
! CHECK-NEXT:F F F 1001 [Bad character ',' in LOGICAL input field]
! CHECK-NEXT:F T T 1001 [Bad character ',' in LOGICAL input field]
