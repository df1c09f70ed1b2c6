! flang front door: unformatted sequential READ of arrays (one run of
! bytes each), whose record markers and runs ftnio takes straight from
! the unit's buffer when it holds them: records of 1 to 41 bytes so that
! head markers, runs and tail markers straddle buffer boundaries, records
! read with fewer elements than written, an array longer than what is
! left of the record (flang's overrun, nothing stored), END, READ after
! BACKSPACE, byte swapping (element by element under flang) and RECL=.
! The CHECK lines are flang's runtime's output.
! RUN: %flangdiff %s | %fcheck %s
! RUN: %flangdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %flangdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %flangdiff --fflags=-fconvert=big-endian %s
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
! CHECK: sum 2211167942
! CHECK-NEXT: short 1 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 3 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 5 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 7 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 9 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 11 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 13 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 15 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 17 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 19 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 21 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 23 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 25 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 27 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 29 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 31 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 33 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 35 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 37 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 39 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 41 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 43 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 45 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 47 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 49 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: sum 2211180492
! CHECK-NEXT: end -1
! CHECK-NEXT: first 0 8 9
! CHECK-NEXT: again 0 15 16 17
! CHECK-NEXT: recl 1003 Attempt to read 24 bytes at position 4 in a record of 16 bytes 50 0
! CHECK-NEXT: 0
