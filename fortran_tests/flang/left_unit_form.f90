! flang front door: a unit a failed OPEN left behind keeps that OPEN's
! FORM=, and flang checks a data transfer's form against it before
! anything else: a formatted WRITE after a failed FORM='UNFORMATTED' OPEN
! is "Formatted I/O on unformatted file", with no file opened (the core
! would connect fort.N).  This holds for every failure, a file already
! connected to another unit included, and a later OPEN then meets the
! left unit's rules.  On a connected unit, the form is checked before
! ACTION=.
! RUN: %flangdiff %s | %fcheck %s
program left_unit_form
  implicit none
  integer :: ios
  character(80) :: msg, nm
  character(12) :: st
  logical :: op
  open (52, file='left_unit_form.dat', status='replace')
  msg = ''
  open (50, file='left_unit_form.dat', form='unformatted', recl=100, &
        iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'A', ios, trim(msg)
  msg = ''
  write (50, *, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'B', ios, trim(msg)
  nm = '-'
  inquire (50, opened=op, name=nm)
  print '(a,1x,l1,1x,a)', 'C', op, trim(nm)
  msg = ''
  open (50, file='left_unit_form_q.dat', form='formatted', iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'D', ios, trim(msg)
  msg = ''
  open (50, file='left_unit_form_q.dat', form='unformatted', recl=50, &
        iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'E', ios, trim(msg)
  close (50, status='delete')
  close (52, status='delete')
  ! FILE= with STATUS='SCRATCH'.
  st = 'scratch'
  msg = ''
  open (60, file='left_unit_form_s.dat', status=st, form='unformatted', &
        iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'F', ios, trim(msg)
  msg = ''
  write (60, '(i3)', iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'G', ios, trim(msg)
  ! A missing file, formatted by default: an unformatted WRITE.
  msg = ''
  open (61, file='left_unit_form_none.dat', status='old', iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'H', ios, trim(msg)
  msg = ''
  write (61, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'I', ios, trim(msg)
  ! Connected for reading, unformatted: the form is the condition.
  open (62, file='left_unit_form_r.dat', access='stream', action='read', &
        status='replace')
  msg = ''
  write (62, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(a,1x,i0,1x,a)', 'J', ios, trim(msg)
  msg = ''
  write (62, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'K', ios, trim(msg)
  close (62, status='delete')
end program
! CHECK:A 1037 OPEN(UNIT=50,FILE='left_unit_form.dat'): file is already connected to unit 52
! CHECK-NEXT:B 1018 Formatted I/O on unformatted file
! CHECK-NEXT:C F -
! CHECK-NEXT:D 1001 FORM= may not be changed on an open unit
! CHECK-NEXT:E 1001 RECL= may not be changed for an open unit
! CHECK-NEXT:F 1001 FILE= may not appear on OPEN with STATUS='SCRATCH'
! CHECK-NEXT:G 1018 Formatted I/O on unformatted file
! CHECK-NEXT:H 2 No such file or directory
! CHECK-NEXT:I 1019 Unformatted I/O on formatted file
! CHECK-NEXT:J 1018 Formatted I/O on unformatted file
! CHECK-NEXT:K 1012 Attempted output to read-only file
