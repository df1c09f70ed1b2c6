! Unformatted sequential READ of arrays (one run of bytes each), whose
! record markers and runs ftnio takes straight from the unit's buffer
! when it holds them: records of 1 to 41 bytes so that head markers, runs
! and tail markers straddle every buffer boundary, records read with
! fewer elements than written (the rest skipped), an array longer than
! what is left of the record (the error, then the next record), END,
! READ after BACKSPACE, subrecords, 8-byte markers, byte swapping and
! RECL= (which go the general way).  What reads back, IOSTAT and the
! position must be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=24 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --fflags=-frecord-marker=8 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s
program read_runs_in_place
  implicit none
  integer(1) :: b(41)
  integer(4) :: w(10)
  integer :: j, k, n, ios, u
  integer(8) :: total
  character(100) :: msg
  open(newunit=u, file='read_runs_in_place.dat', form='unformatted', &
       status='replace')
  do k = 1, 2000
    n = mod(k, 41) + 1
    b(1:n) = int(mod(k * 7 + [(j, j = 1, n)], 127), 1)
    write(u) b(1:mod(k, 41) + 1)
  end do
  do k = 1, 50
    w = k * [(j, j = 1, 10)]
    write(u) w(1:mod(k, 10) + 1)
  end do
  close(u)
  open(newunit=u, file='read_runs_in_place.dat', form='unformatted', &
       status='old')
  total = 0
  do k = 1, 2000
    n = mod(k, 41) + 1
    if (mod(k, 3) == 0) n = (n + 1) / 2
    b = 0
    read(u, iostat=ios) b(1:n)
    if (ios /= 0) print *, 'record', k, ios
    total = total + sum_of(b(1:n)) * k
  end do
  print *, 'sum', total
  do k = 1, 50
    w = 0
    read(u, iostat=ios, iomsg=msg) w(1:mod(k, 10) + 1 + mod(k, 2))
    if (ios /= 0) then
      print *, 'short', k, ios, trim(msg), w(1), w(mod(k, 10) + 1)
    else
      total = total + sum(int(w, 8))
    end if
  end do
  print *, 'sum', total
  read(u, iostat=ios) b(1:1)
  print *, 'end', ios
  rewind(u)
  read(u, iostat=ios) b(1:2)
  print *, 'first', ios, b(1:2)
  read(u, iostat=ios) b(1:3)
  backspace(u)
  read(u, iostat=ios) b(1:3)
  print *, 'again', ios, b(1:3)
  close(u, status='delete')
  open(newunit=u, file='read_runs_recl.dat', form='unformatted', &
       status='replace', recl=20)
  write(u) w(1:3)
  rewind(u)
  read(u, iostat=ios, iomsg=msg) w(1:6)
  print *, 'recl', ios, trim(msg), w(1:3)
  close(u, status='delete')
contains
  integer(8) function sum_of(x)
    integer(1), intent(in) :: x(:)
    sum_of = sum(int(x, 8))
  end function
end program
