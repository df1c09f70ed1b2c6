! flang front door: EnableHandlers and flang's IOSTAT values returned by
! EndIoStatement: END= and IOSTAT_END, ERR= on bad input, an internal
! WRITE past its record, formatted I/O on an unformatted unit, WRITE to a
! read-only connection.
! RUN: %flangdiff %s | %fcheck %s
program conditions
  implicit none
  integer :: ios, i, u
  character(4) :: s
  character(3) :: t
  s = 'abc'
  read (s, *, iostat=ios) i
  print *, 'bad integer', ios
  read (s, *, err=10) i
  print *, 'not reached'
10 print *, 'err branch'
  t = ' '
  read (t, *, iostat=ios) i
  print *, 'end', ios
  read (t, *, end=20) i
  print *, 'not reached'
20 print *, 'end branch'
  write (s, '(i6)', iostat=ios) 12
  print *, 'overrun', ios
  open (newunit=u, file='uf.bin', form='unformatted', status='replace')
  write (u, '(i3)', iostat=ios) 1
  print *, 'formatted on unformatted', ios
  close (u, status='delete')
  open (newunit=u, file='ro.txt', status='replace')
  write (u, *) 1
  close (u)
  open (newunit=u, file='ro.txt', action='read')
  write (u, *, iostat=ios) 2
  print *, 'read-only', ios
  read (u, *) i
  read (u, *, iostat=ios) i
  print *, 'past end', ios
  close (u, status='delete')
end program conditions
! CHECK: bad integer 1001
! CHECK-NEXT: err branch
! CHECK-NEXT: end -1
! CHECK-NEXT: end branch
! CHECK-NEXT: overrun 1002
! CHECK-NEXT: formatted on unformatted 1018
! CHECK-NEXT: read-only 1012
! CHECK-NEXT: past end -1
