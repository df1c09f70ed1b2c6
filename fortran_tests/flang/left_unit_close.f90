! flang front door, a deliberate difference (issue 18): CLOSE and FLUSH
! of a unit a failed OPEN left, after a WRITE flang's runtime let through
! to no file, end normally.  flang 19 stops there on an internal check
! (RUNTIME_CHECK(fd_ >= 0) failed at flang/runtime/file.cpp), also under
! IOSTAT=; the standard makes a CLOSE of a unit with no file connected
! permitted and without effect (F2018 12.5.7.1), and ftnio copies none of
! flang's internal errors.
! RUN: %flangdiff --ftnio-only %s | %fcheck %s
program left_unit_close
  implicit none
  integer :: ios
  logical :: ex
  open (20, file='luc_none.dat', status='old', iostat=ios)
  print *, 'open', ios /= 0
  write (20, *, iostat=ios) 1, 'x'
  print *, 'write', ios
  flush (20, iostat=ios)
  print *, 'flush', ios
  close (20, iostat=ios)
  print *, 'close', ios
  inquire (file='luc_none.dat', exist=ex)
  print *, 'file', ex
end program
! CHECK: open T
! CHECK-NEXT: write 0
! CHECK-NEXT: flush 0
! CHECK-NEXT: close 0
! CHECK-NEXT: file F
