! flang front door: what a failed OPEN leaves in flang 19's runtime (issue
! 18).  The new connection is closed with STATUS='DELETE', so the file it
! named goes (an existing one too in flang: open_failed_keeps_file.f90
! says why ftnio keeps that); a bad keyword value
! makes the program skip the OPEN's later specifiers, FILE= among them,
! so fort.N is the file that goes; the unit stays in flang's table: a
! later OPEN of it needs FILE=, may not change its RECL= or ACTION=, and
! its failure removes nothing; a failed OPEN(NEWUNIT=) keeps its number.
! RUN: %flangdiff %s | %fcheck %s
program open_failed
  implicit none
  integer :: ios, u
  character(200) :: msg
  character(12) :: nw, bg, old, rd
  character(20) :: nm
  logical :: ex, op
  nw = 'new'; bg = 'bogus'; old = 'old'; rd = 'read'
  open (10, file='b.txt', status='replace'); write (10, *) 2; close (10)
  msg = 'none'; open (11, file='made.txt', status=nw, action=bg, iostat=ios, iomsg=msg)
  print *, 'new bad action', ios, trim(msg)
  inquire (file='made.txt', exist=ex); print *, 'made.txt', ex
  msg = 'none'; open (12, action=bg, file='b.txt', iostat=ios, iomsg=msg)
  print *, 'bad action', ios, trim(msg)
  inquire (file='b.txt', exist=ex); print *, 'b.txt', ex
  inquire (file='fort.12', exist=ex); print *, 'fort.12', ex
  msg = 'none'; open (13, file='missing.txt', status=old, iostat=ios, iomsg=msg)
  print *, 'old missing', ios, trim(msg)
  nm = '-'
  inquire (13, opened=op, exist=ex, name=nm); print *, op, ex, ' ', trim(nm)
  msg = 'none'; open (13, status=old, iostat=ios, iomsg=msg)
  print *, 'no file', ios, trim(msg)
  msg = 'none'; open (13, file='c.txt', recl=10, iostat=ios, iomsg=msg)
  print *, 'recl', ios, trim(msg)
  msg = 'none'; open (13, file='c.txt', action=rd, iostat=ios, iomsg=msg)
  print *, 'action', ios, trim(msg)
  close (13)
  msg = 'none'; open (13, file='c.txt', recl=10, iostat=ios, iomsg=msg)
  print *, 'after close', ios, trim(msg)
  close (13, status='delete')
  open (newunit=u, file='n1.txt', status='replace'); print *, 'newunit', u
  msg = 'none'; open (newunit=u, file='missing.txt', status=old, iostat=ios, iomsg=msg)
  print *, 'newunit fails', ios, trim(msg)
  open (newunit=u, file='n2.txt', status='replace'); print *, 'newunit', u
end program open_failed
! CHECK: new bad action 1006 Invalid ACTION='bogus       '
! CHECK-NEXT: made.txt F
! CHECK-NEXT: bad action 1006 Invalid ACTION='bogus       '
! CHECK-NEXT: b.txt T
! CHECK-NEXT: fort.12 F
! CHECK-NEXT: old missing 2 No such file or directory
! CHECK-NEXT: F T  -
! CHECK-NEXT: no file 1001 FILE= is required
! CHECK-NEXT: recl 1001 RECL= may not be changed for an open unit
! CHECK-NEXT: action 1001 ACTION= may not be changed on an open unit
! CHECK-NEXT: after close 0 none
! CHECK-NEXT: newunit -2
! CHECK-NEXT: newunit fails 2 No such file or directory
! CHECK-NEXT: newunit -4
