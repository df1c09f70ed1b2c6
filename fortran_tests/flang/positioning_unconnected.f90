! flang front door: positioning statements where flang 19's runtime has
! rules of its own (issue 18): BACKSPACE of an unconnected unit is IOSTAT
! 1041, FLUSH of one does nothing, ENDFILE of a unit opened for reading
! is 1008, and REWIND and ENDFILE of an unconnected unit make fort.N.
! RUN: %flangdiff %s | %fcheck %s
program positioning_unconnected
  implicit none
  integer :: ios
  character(200) :: msg
  logical :: ex
  open (10, file='r.txt', status='replace'); write (10, *) 1; close (10)
  msg = 'none'; backspace (23, iostat=ios, iomsg=msg); print *, 'backspace', ios, trim(msg)
  msg = 'none'; flush (24, iostat=ios, iomsg=msg); print *, 'flush', ios, trim(msg)
  open (10, file='r.txt', action='read')
  msg = 'none'; endfile (10, iostat=ios, iomsg=msg); print *, 'endfile read-only', ios, trim(msg)
  msg = 'none'; endfile (5, iostat=ios, iomsg=msg); print *, 'endfile stdin', ios, trim(msg)
  msg = 'none'; rewind (21, iostat=ios, iomsg=msg); print *, 'rewind', ios, trim(msg)
  inquire (file='fort.21', exist=ex); print *, 'fort.21', ex
  msg = 'none'; endfile (22, iostat=ios, iomsg=msg); print *, 'endfile', ios, trim(msg)
  inquire (file='fort.22', exist=ex); print *, 'fort.22', ex
end program positioning_unconnected
! CHECK: backspace 1041 BACKSPACE on unconnected unit
! CHECK-NEXT: flush 0 none
! CHECK-NEXT: endfile read-only 1008 ENDFILE(UNIT=10) on read-only file
! CHECK-NEXT: endfile stdin 1008 ENDFILE(UNIT=5) on read-only file
! CHECK-NEXT: rewind 0 none
! CHECK-NEXT: fort.21 T
! CHECK-NEXT: endfile 0 none
! CHECK-NEXT: fort.22 T
