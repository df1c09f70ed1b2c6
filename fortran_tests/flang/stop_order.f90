! flang front door: STOP's message comes after the output written before
! it (standard output and error merged into one file): flang's STOP
! flushes the units first, and ftnio's are the ones flushed.
! RUN: %flangdiff --merged-file --expect-exit=0 %s | %fcheck %s
program stop_order
  implicit none
  print *, 'hello'
  write (*, '(a)', advance='no') 'partial'
  stop 'bye'
end program stop_order
! CHECK: hello
! CHECK-NEXT:partialFortran STOP: bye
