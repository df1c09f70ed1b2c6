! Two asynchronous units written alternately, each by its own worker, and
! a synchronous unit in between: every file gets exactly its records, in
! order.
! RUN: %fdiff --show-file=a.txt %s | %fcheck %s
program two_units
  implicit none
  integer :: ua, ub, us, i, ka(6), kb(6)
  ka = [(i, i = 1, 6)]
  kb = ka * 100
  open (newunit=ua, file='a.txt', status='replace', asynchronous='yes')
  open (newunit=ub, file='b.txt', status='replace', asynchronous='yes')
  open (newunit=us, file='s.txt', status='replace')
  do i = 1, 6
    write (ua, '(a,i0)', asynchronous='yes') 'a', ka(i)
    write (ub, '(a,i0)', asynchronous='yes') 'b', kb(i)
    write (us, '(a,i0)') 's', i
  end do
  wait (ua)
  close (ub)
  close (ua)
  close (us, status='delete')
end program two_units
! CHECK:a1
! CHECK:a6
