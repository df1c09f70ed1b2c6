! A condition of an asynchronous READ (end of file) is reported by the next
! WAIT on the unit, with IOSTAT=-1 and IOMSG, and only once; the unit then
! works normally.  An asynchronous WRITE on a unit opened without
! ASYNCHRONOUS='YES' is an error of its own.  (Errors reported by CLOSE,
! REWIND, a synchronous statement or WAIT(ID=) are in error_elsewhere.f90:
! libgfortran 12 hangs after those.)
! RUN: %fdiff %s | %fcheck %s
program error_at_wait
  implicit none
  integer :: u, w, a(3), ios
  character(len=80) :: msg
  open (newunit=u, file='e.bin', form='unformatted', status='replace', &
        asynchronous='yes')
  write (u) 1, 2, 3
  rewind (u)
  a = 0
  read (u, asynchronous='yes') a
  read (u, asynchronous='yes') a
  msg = 'none'
  wait (u, iostat=ios, iomsg=msg)
  print *, 'at WAIT', ios, trim(msg), a
  msg = 'none'
  wait (u, iostat=ios, iomsg=msg)
  print *, 'reported once', ios, trim(msg)
  rewind (u)
  a = 0
  read (u, asynchronous='yes') a
  wait (u, iostat=ios, iomsg=msg)
  print *, 'after rewind', ios, a
  close (u, status='delete')
  open (newunit=w, file='s.txt', status='replace')
  write (w, *, asynchronous='yes', iostat=ios, iomsg=msg) 1
  print *, 'not asynchronous', ios, trim(msg)
  close (w, status='delete')
end program error_at_wait
! CHECK: at WAIT          -1 End of file           1           2           3
! CHECK: reported once           0 none
! CHECK: after rewind           0           1           2           3
! CHECK: not asynchronous        5001 ASYNCHRONOUS transfer without ASYHCRONOUS='YES' in OPEN
