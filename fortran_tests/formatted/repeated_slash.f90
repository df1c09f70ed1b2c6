! "n/" in a format ends n records, on output and on input
! (gfortran.dg/slash_1.f90), also inside repeated groups and at reversion.
! RUN: %fdiff %s
program repeated_slash
  implicit none
  integer :: i, j, k, ios
  character(len=8) :: line(8)
  open (10, file='repeated_slash.txt')
  write (10,'(A,2/,A)') '12', '17'
  write (10,'(2(I2,3/))') 1, 2
  write (10,'(I2,1/,I2)') 3, 4
  rewind (10)
  do k = 1, 12
    read (10,'(A)',iostat=ios) line(1)
    if (ios /= 0) exit
    print *, k, '[', line(1), ']'
  end do
  rewind (10)
  read (10,'(I2,2/,I2)') i, j
  print *, i, j
  read (10,'(3/,I2)') i
  print *, i
  close (10, status='delete')
  line = '-'
  write (line,'(A,3/,A)') 'a', 'b'
  print *, line
end program repeated_slash
