! Unformatted direct access: records written out of order, a record
! written short (zero-filled), reading back, NEXTREC, and the errors:
! missing REC=, REC=0, record too long (5015), reading a record that does
! not exist, reading more than the record holds (5016).
! RUN: %fdiff %s
program direct
  implicit none
  integer :: u, ios, a(4), b(6), n
  character(len=80) :: msg
  open (newunit=u, file='d.bin', access='direct', form='unformatted', &
        recl=16, status='replace')
  write (u, rec=3) 3, 33, 333, 3333
  write (u, rec=1) 1, 11
  write (u, rec=2) [2, 22, 222, 2222]
  inquire (u, nextrec=n)
  print *, 'nextrec', n
  write (u, iostat=ios, iomsg=msg) 5
  print *, ios, trim(msg)
  write (u, rec=0, iostat=ios, iomsg=msg) 5
  print *, ios, trim(msg)
  a = -1
  read (u, rec=1) a
  print *, a
  read (u, rec=3) a(1:2)
  print *, a
  read (u, rec=9, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  b = -1
  read (u, rec=2, iostat=ios, iomsg=msg) b
  print *, ios, trim(msg), b(1:4)
  ! Reconnect first: libgfortran keeps state from the failed READ above,
  ! and after the failed WRITE below it refuses further READs.
  close (u)
  open (newunit=u, file='d.bin', access='direct', form='unformatted', &
        recl=16, status='old')
  write (u, rec=4, iostat=ios, iomsg=msg) 1, 2, 3, 4, 5
  print *, ios, trim(msg)
  close (u)
end program direct
