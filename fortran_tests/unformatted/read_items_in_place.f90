! Unformatted sequential READ of records of several small items, which
! ftnio copies straight from the unit's buffer when the item lies within
! the record's piece and the buffer holds it: item sizes of 1 to 13
! bytes so that items straddle every buffer boundary, records read with
! fewer items than written (the rest skipped), an item longer than what
! is left of the record (the error, then the next record), a READ after
! BACKSPACE, subrecords, byte swapping and RECL= (which go the general
! way).  What reads back, IOSTAT and the position must be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=24 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --fflags=-frecord-marker=8 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s
program read_items_in_place
  implicit none
  integer(1) :: i1
  integer(2) :: i2
  character(3) :: c3
  integer(4) :: i4
  character(5) :: c5
  real(8) :: r8
  character(7) :: c7
  integer(8) :: i8
  character(13) :: c13
  integer :: k, ios, u
  integer(8) :: sum
  character(100) :: msg
  open(newunit=u, file='read_items_in_place.dat', form='unformatted', &
       status='replace')
  do k = 1, 3000
    write(u) int(mod(k, 100), 1), int(k, 2), 'abc', k * 7, 'defgh', &
             real(k, 8) / 3, 'ijklmno', int(k, 8) * 1000003_8, 'pqrstuvwxyz01'
  end do
  close(u)
  open(newunit=u, file='read_items_in_place.dat', form='unformatted', &
       status='old')
  sum = 0
  do k = 1, 3000
    if (mod(k, 3) == 0) then
      read(u, iostat=ios) i1, i2, c3
      sum = sum + i1 + i2 + ichar(c3(3:3))
    else
      read(u, iostat=ios) i1, i2, c3, i4, c5, r8, c7, i8, c13
      sum = sum + i1 + i2 + i4 + int(r8) + mod(i8, 1000_8) + ichar(c13(13:13))
    end if
    if (ios /= 0) print *, 'record', k, ios
  end do
  print *, 'sum', sum
  read(u, iostat=ios) i1
  print *, 'end', ios
  rewind(u)
  read(u, iostat=ios, iomsg=msg) i1, i2, c3, i4, c5, r8, c7, i8, c13, i4
  print *, 'long', ios, trim(msg), i8, c13
  read(u, iostat=ios) i1, i2
  print *, 'next', ios, i1, i2
  backspace(u)
  read(u, iostat=ios) i1, i2, c3, i4
  print *, 'again', ios, i1, i2, c3, i4
  close(u, status='delete')
  open(newunit=u, file='read_items_recl.dat', form='unformatted', &
       status='replace', recl=20)
  write(u) 1_4, 2_4, 3_4
  rewind(u)
  read(u, iostat=ios, iomsg=msg) i4, i4, i8, i4
  print *, 'recl', ios, trim(msg), i4
  close(u, status='delete')
end program
