! flang front door: BACKSPACE after the endfile record (a READ met the
! end, or an ENDFILE) only steps back over that record, also on a unit
! opened with POSITION='APPEND', where flang 19's BACKSPACE otherwise
! fails with IOSTAT 1025; the next one moves back before the OPEN's end,
! and a READ then reads (issue 18; progen --flang seeds 293, 513).
! RUN: %flangdiff %s | %fcheck %s
program backspace_after_end_append
  implicit none
  integer :: ios
  character(100) :: msg
  character(10) :: c
  open (40, file='baea.dat', status='replace')
  write (40, '(a)') 'one'
  write (40, '(a)') 'two'
  close (40)
  open (40, file='baea.dat', position='append')
  msg = ''
  read (40, '(a)', iostat=ios, iomsg=msg) c
  print '(a,i0,1x,a)', 'read ', ios, trim(msg)
  msg = ''
  backspace (40, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'backspace ', ios, trim(msg)
  msg = ''
  backspace (40, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'backspace ', ios, trim(msg)
  c = 'init'
  read (40, '(a)', iostat=ios) c
  print '(a,i0,1x,a)', 'read ', ios, c
  close (40)
  open (40, file='baea.dat', position='append')
  msg = ''
  endfile (40, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'endfile ', ios, trim(msg)
  msg = ''
  backspace (40, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'backspace ', ios, trim(msg)
  close (40, status='delete')
end program
! CHECK:read -1 End of file during input
! CHECK-NEXT:backspace 0 
! CHECK-NEXT:backspace 0 
! CHECK-NEXT:read 0 two       
! CHECK-NEXT:endfile 0 
! CHECK-NEXT:backspace 0 
