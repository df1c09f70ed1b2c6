! INQUIRE(PENDING=) with and without ID= once the transfers completed, on
! an asynchronous unit, and a synchronous unit (libgfortran 12
! crashes on an unconnected one); and
! INQUIRE(ASYNCHRONOUS=).
! RUN: %fdiff %s | %fcheck %s
program pending
  implicit none
  integer :: u, w, id1, id2
  logical :: p, q
  character(len=3) :: a
  real :: r(100)
  r = 1.0
  open (newunit=u, file='p.bin', form='unformatted', status='replace', &
        asynchronous='yes')
  write (u, asynchronous='yes', id=id1) r
  write (u, asynchronous='yes', id=id2) r
  wait (u, id=id2)
  wait (u)  ! libgfortran 12's WAIT(ID=k) only waits for statement k-1
  inquire (u, id=id1, pending=p)
  inquire (u, id=id2, pending=q)
  print *, 'by id', p, q
  inquire (u, pending=p, asynchronous=a)
  print *, 'unit', p, a
  inquire (file='p.bin', pending=p)
  print *, 'by file', p
  open (newunit=w, file='q.txt', status='replace')
  inquire (w, pending=p, asynchronous=a)
  print *, 'sync unit', p, a
  close (w, status='delete')
  close (u, status='delete')
end program pending
! CHECK: by id F F
! CHECK: unit F YES
! CHECK: by file F
! CHECK: sync unit F NO{{ }}
