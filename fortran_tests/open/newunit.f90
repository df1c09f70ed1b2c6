! OPEN(NEWUNIT=): numbers -10, -11, ... the lowest free one first, reused
! after CLOSE; a failed OPEN leaves the variable unchanged and frees the
! number again; a NEWUNIT unit works like any other (WRITE, INQUIRE).  OPEN
! of a reserved negative number (-1 .. -9 and unused numbers below) fails
! with "Bad unit number in OPEN statement".
! RUN: %fdiff %s | %fcheck %s
program newunit
  implicit none
  integer :: a, b, c, d, e, ios, n
  character(len=80) :: msg
  character(len=20) :: nm
  open (newunit=a, file='a.txt', status='replace')
  open (newunit=b, status='scratch')
  open (newunit=c, file='c.txt', status='replace')
  print *, a, b, c
  close (b)
  open (newunit=d, file='d.txt', status='replace')
  print *, 'reused', d
  close (a)
  close (d)
  e = 12345
  open (newunit=e, file='missing.txt', status='old', iostat=ios, iomsg=msg)
  print *, 'failed', e, ios, trim(msg)
  open (newunit=e, file='e.txt', status='replace')
  print *, 'after failure', e
  write (e, *) 'to unit', e
  inquire (unit=e, name=nm, number=n)
  print *, trim(nm), n
  close (e)
  msg = 'untouched'
  open (unit=-5, file='x.txt', iostat=ios, iomsg=msg)
  print *, -5, ios, trim(msg)
  open (unit=-20, file='x.txt', iostat=ios, iomsg=msg)
  print *, -20, ios, trim(msg)
  open (unit=c, file='c.txt', delim='quote', iostat=ios, iomsg=msg)
  print *, 're-open', c, ios
end program newunit
! CHECK:         -10         -11         -12
! CHECK-NEXT: reused         -11
! CHECK-NEXT: failed       12345           2 Cannot open file 'missing.txt': No such file or directory
! CHECK-NEXT: after failure         -10
! CHECK-NEXT: e.txt         -10
! CHECK-NEXT:          -5        5002 Bad unit number in OPEN statement
! CHECK-NEXT:         -20        5002 Bad unit number in OPEN statement
! CHECK-NEXT: re-open         -12           0
