! A sequential WRITE after ENDFILE (without REWIND or BACKSPACE) fails with
! 5001 "Sequential READ or WRITE not allowed after EOF marker, possibly use
! REWIND or BACKSPACE"; after BACKSPACE writing goes on at the end.  The
! check belongs to the transfer layer (RecordState::endfile): XFAIL until
! it makes it.
! RUN: %fdiff %s | %fcheck %s
program write_after_endfile
  implicit none
  integer :: ios
  character(len=100) :: msg
  open (10, file='w.txt', status='replace')
  write (10, *) 'first'
  endfile (10)
  msg = 'untouched'
  write (10, *, iostat=ios, iomsg=msg) 'lost'
  print *, ios, trim(msg)
  backspace (10)
  write (10, *, iostat=ios, iomsg=msg) 'second'
  print *, ios
end program write_after_endfile
! Expected output from libgfortran 12:
! CHECK:        5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
! CHECK-NEXT:           0
