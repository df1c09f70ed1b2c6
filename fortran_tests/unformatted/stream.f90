! Unformatted stream access: bytes with no markers, POS= for reading and
! overwriting, INQUIRE POS= and SIZE=, reading past the end (END), POS=0.
! RUN: %fdiff %s
program stream
  implicit none
  integer :: u, ios, i, p
  integer(8) :: sz
  integer(2) :: h
  real(8) :: d
  character(len=5) :: c
  character(len=80) :: msg
  open (newunit=u, file='s.bin', access='stream', form='unformatted', &
        status='replace')
  write (u) 1, 2.5d0, 'hello', [(int(i, 2), i = 1, 3)]
  inquire (u, pos=p, size=sz)
  print *, 'pos', p, 'size', sz
  write (u, pos=5) 7.5d0
  read (u, pos=1) i, d, c
  print *, i, d, c
  read (u, pos=18) h
  print *, h
  read (u, iostat=ios, iomsg=msg) i, i, i
  print *, ios, trim(msg)
  read (u, pos=0, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  close (u)
end program stream
