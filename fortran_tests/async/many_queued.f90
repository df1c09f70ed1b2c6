! Thousands of queued asynchronous statements on one unit, with and
! without ID=: none is lost or reordered, the last ID is the count minus
! one, and the read-back matches.  ftnio only: libgfortran 12 crashes
! (SIGSEGV) now and then on this program under load, which makes a
! differential test flaky; the expected values are arithmetic (2500 IDs,
! the sum of 1..5000).
! RUN: %ftnio-run %s | %fcheck %s
program many_queued
  implicit none
  integer, parameter :: n = 5000
  integer :: u, i, id, v(n), w(n)
  v = [(i, i = 1, n)]
  open (newunit=u, file='m.txt', status='replace', asynchronous='yes')
  do i = 1, n
    if (mod(i, 2) == 0) then
      write (u, '(i6)', asynchronous='yes', id=id) v(i)
    else
      write (u, '(i6)', asynchronous='yes') v(i)
    end if
  end do
  print *, 'last id', id
  wait (u)
  rewind (u)
  do i = 1, n
    read (u, '(i6)', asynchronous='yes') w(i)
  end do
  wait (u)
  print *, all(v == w), sum(w)
  close (u, status='delete')
end program many_queued
! CHECK: last id        2499
! CHECK: T    12502500
