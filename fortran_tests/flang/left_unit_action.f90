! flang front door: a unit whose OPEN failed keeps what that OPEN's
! ACTION= (or its failure) allows in flang 19's runtime: one refused
! because its file is connected to another unit can neither read nor
! write (a WRITE is "Attempted output to read-only file", a READ
! "Attempted input from write-only file", whatever ACTION= it gave);
! one whose file could not be opened may only write; another keeps its
! ACTION=.  These checks come after the FORM= check, and nothing is
! opened (ftnio connected fort.N).
! RUN: %flangdiff %s | %fcheck %s
program left_unit_action
  implicit none
  integer :: ios, i
  character(80) :: msg
  logical :: op
  character(20) :: a
  open (82, file='left_unit_action.dat', status='replace')
  write (82, '(a)') '5'
  flush (82)
  msg = ''
  open (80, file='left_unit_action.dat', iostat=ios, iomsg=msg)
  print '(a,1x,i0)', 'A', ios
  msg = ''
  write (80, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(a,1x,i0,1x,a)', 'B', ios, trim(msg)
  msg = ''
  write (80, '(a)', iostat=ios, iomsg=msg) 'y'
  print '(a,1x,i0,1x,a)', 'C', ios, trim(msg)
  msg = ''
  i = -1
  read (80, *, iostat=ios, iomsg=msg) i
  print '(a,2(1x,i0),1x,a)', 'D', ios, i, trim(msg)
  inquire (80, opened=op, action=a)
  print '(a,1x,l1,1x,a)', 'E', op, trim(a)
  msg = ''
  open (81, file='left_unit_action.dat', action='write', iostat=ios, &
        iomsg=msg)
  print '(a,1x,i0)', 'F', ios
  msg = ''
  write (81, *, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'G', ios, trim(msg)
  open (84, file='left_unit_action.dat', form='unformatted', &
        action='read', iostat=ios, iomsg=msg)
  print '(a,1x,i0)', 'H', ios
  msg = ''
  read (84, iostat=ios, iomsg=msg) i
  print '(a,2(1x,i0),1x,a)', 'I', ios, i, trim(msg)
  msg = ''
  write (84, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'J', ios, trim(msg)
  msg = ''
  write (84, '(i3)', iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'K', ios, trim(msg)
  close (82, status='delete')
  ! A file that could not be opened; a refused ACTION='READ' or 'WRITE'.
  a = 'bogus'
  open (70, file='left_unit_action_missing.dat', status='old', iostat=ios)
  print '(a,1x,i0)', 'L', ios
  msg = ''
  read (70, *, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'M', ios, trim(msg)
  open (71, file='left_unit_action1.dat', status='replace', action='read', &
        sign=a, iostat=ios)
  print '(a,1x,i0)', 'N', ios
  msg = ''
  write (71, *, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'O', ios, trim(msg)
  open (72, file='left_unit_action2.dat', status='replace', action='write', &
        sign=a, iostat=ios)
  print '(a,1x,i0)', 'P', ios
  msg = ''
  read (72, *, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'Q', ios, trim(msg)
end program
! CHECK:A 1037
! CHECK-NEXT:B 1012 Attempted output to read-only file
! CHECK-NEXT:C 1012 Attempted output to read-only file
! CHECK-NEXT:D 1013 -1 Attempted input from write-only file
! CHECK-NEXT:E F UNDEFINED
! CHECK-NEXT:F 1037
! CHECK-NEXT:G 1012 Attempted output to read-only file
! CHECK-NEXT:H 1037
! CHECK-NEXT:I 1013 -1 Attempted input from write-only file
! CHECK-NEXT:J 1012 Attempted output to read-only file
! CHECK-NEXT:K 1018 Formatted I/O on unformatted file
! CHECK-NEXT:L 2
! CHECK-NEXT:M 1013 Attempted input from write-only file
! CHECK-NEXT:N 1006
! CHECK-NEXT:O 1012 Attempted output to read-only file
! CHECK-NEXT:P 1006
! CHECK-NEXT:Q 1013 Attempted input from write-only file
