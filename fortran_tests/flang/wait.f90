! flang front door: ASYNCHRONOUS='YES' transfers and WAIT as flang 19's
! runtime has them: the transfer is done at once, ID= is the lowest of
! 1..1023 the unit has not handed out since it was opened or the ID was
! waited for (-1 with IOSTAT 1040 when none is left), WAIT gives IDs back
! (all of them without ID= or with ID=0) and refuses one not pending
! (1039), or any ID on a unit not connected (1033); ASYNCHRONOUS='YES' on
! a unit not opened so is error 1032.  INQUIRE(PENDING=) is false.
! RUN: %flangdiff %s | %fcheck %s
program wait_statement
  implicit none
  integer :: u, id, id2, ios, i, v(3)
  character(100) :: msg
  logical :: pend
  open (newunit=u, file='a.dat', form='unformatted', asynchronous='yes', &
        status='replace')
  write (u, asynchronous='yes', id=id) 1, 2, 3
  write (u, asynchronous='yes', id=id2) 4, 5, 6
  print *, 'ids', id, id2
  inquire (u, pending=pend, id=id)
  print *, 'pending', pend
  wait (u, id=id)
  msg = ''
  wait (u, id=id, iostat=ios, iomsg=msg)
  print *, 'again', ios, trim(msg)
  wait (u, id=99, iostat=ios)
  print *, 'not pending', ios
  wait (u)
  wait (u, iostat=ios)
  print *, 'all', ios
  rewind (u)
  read (u, asynchronous='yes', id=id) v
  wait (u, id=id)
  print *, 'read', v, id
  read (u, asynchronous='yes', id=id) v
  read (u, asynchronous='yes', id=id, iostat=ios, iomsg=msg) v
  print *, 'eof', id, ios, trim(msg)
  close (u, status='delete')
  msg = ''
  wait (u, iostat=ios, iomsg=msg)
  print *, 'closed unit', ios, trim(msg)
  wait (u, id=1, iostat=ios, iomsg=msg)
  print *, 'closed unit id', ios, trim(msg)
  wait (77, iostat=ios)
  print *, 'unit 77', ios
  wait (6, id=1, iostat=ios)
  print *, 'unit 6', ios
  id = 77
  open (10, file='b.dat', status='replace')
  write (10, *, asynchronous='yes', id=id, iostat=ios, iomsg=msg) 1
  print *, 'not async unit', id, ios, trim(msg)
  wait (10)
  wait (10, id=0, iostat=ios)
  print *, 'id 0', ios
  close (10, status='delete')
  open (11, file='c.dat', asynchronous='yes', status='replace')
  do i = 1, 1025
    msg = ''
    write (11, '(i4)', asynchronous='yes', iostat=ios, iomsg=msg, id=id) i
    if (ios /= 0 .or. i > 1021) print *, i, id, ios, trim(msg)
  end do
  wait (11, id=501)
  wait (11, id=500)
  write (11, '(i4)', asynchronous='yes') 0
  write (11, '(i4)', asynchronous='yes', id=id) 0
  print *, 'after 500', id
  wait (11, id=1024, iostat=ios)
  print *, '1024', ios
  wait (11, id=-1, iostat=ios)
  print *, '-1', ios
  wait (11)
  write (11, '(i4)', asynchronous='yes', id=id) 0
  print *, 'after all', id
  close (11)
  open (11, file='c.dat', asynchronous='yes', status='old')
  read (11, '(i4)', asynchronous='yes', id=id) i
  print *, 'reopened', id, i
  close (11, status='delete')
end program wait_statement
! CHECK: ids 1 2
! CHECK-NEXT: pending F
! CHECK-NEXT: again 1039 WAIT(ID=nonzero) for an ID value that is not a pending operation
! CHECK-NEXT: not pending 1039
! CHECK-NEXT: all 0
! CHECK-NEXT: read 1 2 3 1
! CHECK-NEXT: eof 2 -1 End of file during input
! CHECK-NEXT: closed unit 0{{ *}}
! CHECK-NEXT: closed unit id 1033 WAIT(UNIT=) for a bad or unconnected unit number
! CHECK-NEXT: unit 77 0
! CHECK-NEXT: unit 6 1039
! CHECK-NEXT: not async unit -1 1032 READ/WRITE(ASYNCHRONOUS='YES') on unit without OPEN(ASY
! CHECK: id 0 0
! CHECK-NEXT: 1022 1022 0{{ *}}
! CHECK-NEXT: 1023 1023 0{{ *}}
! CHECK-NEXT: 1024 -1 1040 Too many asynchronous operations pending on unit
! CHECK-NEXT: 1025 -1 1040 Too many asynchronous operations pending on unit
! CHECK-NEXT: after 500 501
! CHECK-NEXT: 1024 1039
! CHECK-NEXT: -1 1039
! CHECK-NEXT: after all 1
! CHECK-NEXT: reopened 1 1
