! Two asynchronous units written alternately, each by its own worker, and
! a synchronous unit in between: every file gets exactly its records, in
! order.
!
! libgfortran 12 is no oracle here: about one run in eight its own
! asynchronous I/O races and corrupts b.txt (or reports a bogus "Expected
! INTEGER").  The records expected follow from the program.
! RUN: %ftnio-run --show-file=a.txt %s | %fcheck --check-prefix=A %s
! RUN: %ftnio-run --show-file=b.txt %s | %fcheck --check-prefix=B %s
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
! A:a1
! A-NEXT:a2
! A-NEXT:a3
! A-NEXT:a4
! A-NEXT:a5
! A-NEXT:a6
! A-NOT:{{.}}
! B:b100
! B-NEXT:b200
! B-NEXT:b300
! B-NEXT:b400
! B-NEXT:b500
! B-NEXT:b600
! B-NOT:{{.}}
