! Unit 5 is preconnected to stdin with ACTION='READ': WRITE(5,*) fails with
! IOSTAT=5007 (LIBERROR_BAD_ACTION) and "Cannot write to file opened for
! READ"; ERR= is taken; without IOSTAT/ERR it is a runtime error (exit 2).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdin %s %s | %fcheck %s
program write_stdin
  implicit none
  integer :: ios
  character(len=80) :: msg
  write (5, *, iostat=ios, iomsg=msg) 'lost', 1
  print *, ios
  print *, trim(msg)
  write (5, *, err=10) 'lost'
  print *, 'not reached'
10 print *, 'err label taken'
  ! The error is raised at the start of the statement: the implied-DO then
  ! assigns 1 to its variable and stops before the first transfer.
  write (5, *, iostat=ios) (ios, ios = 1, 3)
  print *, ios
end program write_stdin
! CHECK:        5007
! CHECK-NEXT: Cannot write to file opened for READ
! CHECK-NEXT: err label taken
! CHECK-NEXT:           1
