! Conditions of asynchronous transfers reported by statements other than a
! plain WAIT, as F2018 12.7.1 and 12.6.4.1 say: WAIT(ID=) of an earlier
! statement does not report a later failure, WAIT(ID=) of the failed one
! does; an ID never handed out is "Bad ID in WAIT statement" (5019);
! REWIND, CLOSE (the unit stays connected) and a synchronous READ wait for
! the pending transfers and report their error.  ftnio only: libgfortran
! 12's WAIT(ID=k) waits for statement k-1 only, and it hangs after an error
! reported by CLOSE or REWIND.  Expected values follow from the standard.
! RUN: %ftnio-run %s | %fcheck %s
program error_elsewhere
  implicit none
  integer :: u, a(3), id1, id2, ios
  character(len=80) :: msg
  open (newunit=u, file='e.bin', form='unformatted', status='replace', &
        asynchronous='yes')
  write (u) 1, 2, 3
  rewind (u)
  read (u, asynchronous='yes', id=id1) a
  read (u, asynchronous='yes', id=id2) a
  msg = 'none'
  wait (u, id=id1, iostat=ios, iomsg=msg)
  print *, 'earlier id', id1, ios, trim(msg)
  wait (u, id=id2, iostat=ios, iomsg=msg)
  print *, 'failed id', id2, ios, trim(msg)
  id1 = 12345
  wait (u, id=id1, iostat=ios, iomsg=msg)
  print *, 'bad id', ios, trim(msg)
  rewind (u)
  read (u, asynchronous='yes') a
  read (u, asynchronous='yes') a
  rewind (u, iostat=ios, iomsg=msg)
  print *, 'at REWIND', ios, trim(msg)
  rewind (u)
  read (u, asynchronous='yes') a
  read (u, asynchronous='yes') a
  msg = 'none'
  close (u, iostat=ios, iomsg=msg)
  print *, 'at CLOSE', ios, trim(msg)
  rewind (u)
  read (u) a
  print *, 'still connected', a
  read (u, asynchronous='yes') a
  msg = 'none'
  read (u, iostat=ios, iomsg=msg) a
  print *, 'at synchronous READ', ios, trim(msg)
  close (u, status='delete')
end program error_elsewhere
! CHECK: earlier id           0           0 none
! CHECK: failed id           1          -1 End of file
! CHECK: bad id        5019 Bad ID in WAIT statement
! CHECK: at REWIND          -1 End of file
! CHECK: at CLOSE          -1 End of file
! CHECK: still connected           1           2           3
! CHECK: at synchronous READ          -1 End of file
