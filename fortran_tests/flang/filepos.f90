! flang front door: REWIND, BACKSPACE, ENDFILE and FLUSH (Begin...
! statements with EndIoStatement) on a formatted sequential file.
! RUN: %flangdiff %s | %fcheck %s
program filepos
  implicit none
  integer :: u, i, n
  open (newunit=u, file='p.txt', status='replace')
  do i = 1, 5
    write (u, '(i3)') i
  end do
  flush (u)
  rewind (u)
  read (u, *) n
  print *, 'first', n
  read (u, *) n
  backspace (u)
  read (u, *) n
  print *, 'again', n
  rewind (u)
  read (u, '(a)')
  read (u, '(a)')
  endfile (u)
  rewind (u)
  n = 0
  do
    read (u, *, end=9) i
    n = n + 1
  end do
9 print *, 'records', n
  close (u)
end program filepos
! CHECK: first 1
! CHECK-NEXT: again 2
! CHECK-NEXT: records 2
