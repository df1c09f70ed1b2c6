! Unformatted direct and stream READ of small items, which ftnio copies
! straight from the unit's buffer when the buffer holds them (and, on a
! direct unit, they lie within the record): items straddling buffer
! boundaries, random records, an item longer than the rest of the record,
! a stream READ running into the end of the file, POS=, and byte swapping
! (which goes the general way).  Values, IOSTAT and positions must be
! libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s
program read_direct_stream_in_place
  implicit none
  integer(2) :: i2
  integer(4) :: i4, j4
  integer(8) :: i8
  character(3) :: c3
  integer :: k, ios, u, n
  integer(8) :: sum
  character(100) :: msg
  open(newunit=u, file='rdsip.dat', form='unformatted', access='direct', &
       recl=17, status='replace')
  do k = 1, 500
    write(u, rec=k) int(k, 2), k * 3, int(k, 8) * 7919, 'xyz'
  end do
  sum = 0
  do k = 1, 500
    n = mod(k * 37, 500) + 1
    read(u, rec=n, iostat=ios) i2, i4, i8, c3
    sum = sum + i2 + i4 + i8 + ichar(c3(2:2))
  end do
  print *, 'direct', sum
  read(u, rec=3, iostat=ios, iomsg=msg) i2, i4, i8, c3, j4
  print *, 'long', ios, trim(msg), i8, c3
  inquire(u, nextrec=n)
  print *, 'nextrec', n
  read(u, rec=4, iostat=ios) i2, i4
  print *, 'partial', ios, i2, i4
  inquire(u, nextrec=n)
  print *, 'nextrec', n
  close(u, status='delete')
  open(newunit=u, file='rdsip.dat', form='unformatted', access='stream', &
       status='replace')
  do k = 1, 3000
    write(u) int(k, 2), k, 'abc'
  end do
  rewind(u)
  sum = 0
  do k = 1, 3000
    read(u, iostat=ios) i2, i4, c3
    sum = sum + i2 + i4 + ichar(c3(3:3))
  end do
  print *, 'stream', sum
  read(u, iostat=ios) i2
  print *, 'end', ios
  read(u, pos=9*2999+1, iostat=ios) i2, i4, c3, i4
  print *, 'past end', ios, i2, i4, c3
  read(u, pos=7, iostat=ios) c3, i2
  print *, 'pos', ios, c3, i2
  inquire(u, pos=n)
  print *, 'inquire', n
  close(u, status='delete')
end program
