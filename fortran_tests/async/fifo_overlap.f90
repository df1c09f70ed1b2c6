! Transfers really overlap with the program: an asynchronous WRITE of
! 1 MiB (more than a pipe holds) into a FIFO whose reader only starts
! reading once this program created the file 'go' after the WRITE
! returned.  With synchronous transfers the WRITE would never return
! (Inputs/fifo_overlap.sh times out).  Deterministic: no timing assertion.
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran %s -o %t/prog
! RUN: bash %S/Inputs/fifo_overlap.sh %t %ftnio_preload | %fcheck %s
program fifo_overlap
  implicit none
  integer, parameter :: n = 262144
  integer, save :: big(n)
  integer :: u, g
  logical :: p
  big = 7
  open (newunit=u, file='pipe', form='unformatted', access='stream', &
        action='write', asynchronous='yes')
  write (u, asynchronous='yes') big
  ! The worker is now blocked in the write: only this thread can unblock it.
  open (newunit=g, file='go', status='replace')
  close (g)
  print *, 'went on while the WRITE was pending'
  wait (u)
  inquire (u, pending=p)
  print *, 'WRITE completed, pending', p
  close (u)
end program fifo_overlap
! CHECK: went on while the WRITE was pending
! CHECK: WRITE completed, pending F
! CHECK:program exit 0
! CHECK:bytes through the FIFO 1048576
