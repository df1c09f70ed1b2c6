! Durability promise 3: data handed to the kernel (by FLUSH) survives the
! program being killed; data still in the unit's buffer does not (here
! CALL ABORT: SIGABRT, no exit handlers).  Same files as libgfortran.
! RUN: %fdiff --show-file=out.txt %s | %fcheck %s
! CHECK:flushed
! CHECK-NOT: buffered
program abort_loses_buffer
  implicit none
  open(10, file='out.txt', status='replace')
  write(10, '(a)') 'flushed'
  flush(10)
  write(10, '(a)') 'buffered'
  call abort()
end program
