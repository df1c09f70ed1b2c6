! A direct WRITE that failed with no room left in its record (EOR) leaves
! libgfortran's count of the record's bytes at RECL for the next WRITE,
! which goes on in that record: a TL first moves that count back and so
! gives the room for fields again (written where the buffer is), and the
! record goes out when a later statement starts, up to where the buffer
! is: after a TL back to its start, nothing of it.  Such a WRITE leaves
! the count where the TL put it (not where the buffer is), so the next
! one fails alike, and a READ of a record past the (empty) file's end
! meets "Non-existing record number" first.
! RUN: %fdiff %s | %fcheck %s
program direct_failed_write_tl
  implicit none
  integer :: ios, k
  integer(2) :: v(3) = [-32767_2, 19_2, 162_2]
  character(len=40) :: all
  open(70, file='p.dat', access='direct', form='formatted', recl=10, status='replace')
  write(70, "(TL6,I5,I3,:,I5)", rec=2, iostat=ios) v
  print *, ios
  write(70, "(TL6,I5,I3,:,I5)", rec=3, iostat=ios) v
  print *, ios
  write(70, "(TL6,I5,I3,:,I5)", rec=1, iostat=ios) v
  print *, ios
  write(70, "(I2,I3)", rec=4, iostat=ios) 7, 8
  print *, ios
  write(70, "(TL3,I2,TL9,I2,I3)", rec=4, iostat=ios) 1, 2, 3
  print *, ios
  write(70, "(a)", rec=4, iostat=ios) 'z'
  close(70)
  open(70, file='p.dat', access='stream', form='unformatted')
  all = ''
  read(70, iostat=ios) all
  do k = 1, len(all)
    if (ichar(all(k:k)) == 0) all(k:k) = '@'
  end do
  print '(3a)', '[', all, ']'
  close(70, status='delete')
  open(71, file='q.dat', access='direct', form='formatted', recl=10, status='replace')
  write(71, "(F0.3,TL6,EN24.0E3)", rec=1, iostat=ios) 1.5, 2.5
  print *, ios
  write(71, "(F0.3,TL6,EN24.0E3)", rec=4, iostat=ios) 1.5, 2.5
  print *, ios
  read(71, "(2E6.1,:)", rec=3, iostat=ios, iomsg=all)
  print *, ios, trim(all)
  close(71)
  open(71, file='q.dat', access='stream')
  inquire(71, size=k)
  print *, 'size', k
  close(71, status='delete')
end program
! CHECK:          -2
! CHECK:          -2
! CHECK:          -2
! CHECK:          -2
! CHECK:           0
! CHECK:[*****@@@@@***** 19@@***** 19@@z         ]
! CHECK:          -2
! CHECK:          -2
! CHECK:        5002 Non-existing record number
! CHECK: size           0
