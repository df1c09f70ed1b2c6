! flang front door: standard output and error merged into one file or
! one pipe.  flang's runtime buffers both unless they are terminals (a
! pipe too), FLUSH(6) and FLUSH(0) flush only their unit, and at STOP
! standard output goes out before standard error (libgfortran writes each
! record to a pipe at once, and ftnio does so for gfortran programs).
! RUN: %flangdiff --merged-file --expect-exit=0 %s | %fcheck %s
! RUN: %flangdiff --merged-pipe --expect-exit=0 %s | %fcheck %s
program std_stream_order
  implicit none
  write(*, '(a)') 'out1'
  write(0, '(a)') 'err1'
  write(*, '(a)') 'out2'
  flush(0)
  write(0, '(a)') 'err2'
  write(*, '(a)') 'out3'
  flush(6)
  write(*, '(a)') 'out4'
  write(0, '(a)') 'err3'
  write(*, '(a)', advance='no') 'out5'
  stop 'st'
end program
! CHECK:err1
! CHECK-NEXT:out1
! CHECK-NEXT:out2
! CHECK-NEXT:out3
! CHECK-NEXT:out4
! CHECK-NEXT:out5err2
! CHECK-NEXT:err3
! CHECK-NEXT:Fortran STOP: st
