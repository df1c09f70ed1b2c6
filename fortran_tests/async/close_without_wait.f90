! CLOSE without WAIT completes the pending asynchronous transfers (an
! implicit wait): formatted and unformatted files are complete afterwards,
! and a READ queued before CLOSE has filled its variables (stdout is
! compared by fdiff).
! RUN: %fdiff --show-file=f.txt %s | %fcheck %s
program close_without_wait
  implicit none
  integer :: u, i, a(200), b(200)
  a = [(i * 3, i = 1, 200)]
  open (newunit=u, file='f.bin', form='unformatted', status='replace', &
        asynchronous='yes')
  write (u, asynchronous='yes') a
  write (u, asynchronous='yes') a(200:1:-1)
  close (u)
  open (newunit=u, file='f.bin', form='unformatted', status='old', &
        asynchronous='yes')
  read (u, asynchronous='yes') b
  close (u)
  print *, sum(b), b(1), b(200)
  open (newunit=u, file='f.txt', status='replace', asynchronous='yes')
  write (u, '(10i5)', asynchronous='yes') a(1:20)
  write (u, *, asynchronous='yes') 'list-directed', a(1:3)
  close (u)
end program close_without_wait
! CHECK:    3    6    9   12   15   18   21   24   27   30
! CHECK:   33   36   39   42   45   48   51   54   57   60
! CHECK: list-directed           3           6           9
