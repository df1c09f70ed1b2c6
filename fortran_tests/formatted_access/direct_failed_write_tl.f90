! A direct WRITE that failed with no room left in its record (EOR) leaves
! libgfortran's count of the record's bytes at RECL for the next WRITE,
! which goes on in that record: a TL first moves that count back and so
! gives the room for fields again (written where the buffer is), and the
! record goes out when a later statement starts.
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
end program
! CHECK:          -2
! CHECK:          -2
! CHECK:          -2
! CHECK:          -2
! CHECK:           0
! CHECK:[*****@@@@@***** 19@@***** 19@@z         ]
