! WRITE to a negative unit that was not opened with NEWUNIT=: IOSTAT=5002
! (LIBERROR_BAD_OPTION) and the message in IOMSG; with ERR= control goes to
! the label; nothing is written; later statements still work.
! RUN: %fdiff %s | %fcheck %s
program negative_unit
  implicit none
  integer :: ios, u
  character(len=120) :: msg
  character(len=10) :: short
  u = -3
  msg = 'untouched'
  write (u, *, iostat=ios, iomsg=msg) 'lost', 1
  print *, ios
  print *, trim(msg)
  ios = -99
  u = -1234
  write (u, *, iostat=ios) 42
  u = -3
  print *, ios
  short = 'untouched'
  write (u, *, iostat=ios, iomsg=short) 1.0
  print *, ios, '[', short, ']'
  write (u, *, err=10) 'lost'
  print *, 'not reached'
10 print *, 'err label taken'
  msg = 'untouched'
  write (u, *, err=20, iomsg=msg) 'lost'
20 print *, trim(msg)
  write (*, *, iostat=ios, iomsg=msg) 'fine'
  print *, ios, trim(msg)
end program negative_unit
! CHECK:        5002
! CHECK-NEXT: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! CHECK-NEXT:        5002
! CHECK-NEXT:        5002 [Unit numbe]
! CHECK-NEXT: err label taken
! CHECK-NEXT: Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
! CHECK-NEXT: fine
! CHECK-NEXT:           0 Unit number is negative and unit was not already opened with OPEN(NEWUNIT=...)
