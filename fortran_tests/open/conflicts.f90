! Conflicting OPEN specifiers and their libgfortran messages: formatted-
! only specifiers with FORM='UNFORMATTED' (5001), direct access without
! RECL= (5003), RECL= not positive (5002), POSITION= with direct access
! (5002), ACCESS='APPEND' with another POSITION= (5002).  Nothing is
! connected and no file is created.
! RUN: %fdiff %s | %fcheck %s
program conflicts
  implicit none
  integer :: ios, r
  character(len=90) :: msg
  character(len=12) :: acc
  logical :: op
  msg = ''
  open (10, file='f1', form='unformatted', delim='quote', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', blank='zero', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', pad='no', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', decimal='comma', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', encoding='utf-8', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', round='up', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', form='unformatted', sign='plus', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', access='stream', pad='no', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  acc = 'direct'
  open (10, file='f1', access=acc, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  r = 0
  open (10, file='f1', recl=r, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  r = -5
  open (10, file='f1', access='direct', recl=r, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (10, file='f1', access=acc, recl=10, position='rewind', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  acc = 'append'
  open (10, file='f1', access=acc, position='rewind', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  inquire (10, opened=op)
  print *, 'opened', op
end program conflicts
! CHECK:        5001 DELIM parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 BLANK parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 PAD parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 DECIMAL parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 ENCODING parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 ROUND parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 SIGN parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5001 PAD parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5003 Missing RECL parameter in OPEN statement
! CHECK-NEXT:        5002 RECL parameter is non-positive in OPEN statement
! CHECK-NEXT:        5002 RECL parameter is non-positive in OPEN statement
! CHECK-NEXT:        5002 Cannot use POSITION with direct access files
! CHECK-NEXT:        5002 Conflicting ACCESS and POSITION flags in OPEN statement
! CHECK-NEXT: opened F
