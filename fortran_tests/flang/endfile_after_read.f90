! flang front door: ENDFILE after a list-directed READ cuts the file
! right after the record read (libgfortran keeps the next one), an
! ENDFILE after the endfile record is no error, and ENDFILE after a
! non-advancing READ; BACKSPACE after a list-directed READ.
! RUN: %flangdiff %s | %fcheck %s
program endfile_after_read
  integer :: i, j, ios
  character(20) :: line
  open (10, file='ef.txt', status='replace')
  write (10, '(a)') '1 2', '3 4', '5 6'
  rewind 10
  read (10, *) i
  backspace 10
  read (10, *) i, j
  print *, i, j
  read (10, *) i
  endfile 10
  rewind 10
  do
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print *, trim(line)
  end do
  print *, ios
  close (10)
  open (10, file='ef.txt', position='append')
  write (10, '(a)') '7 8'
  rewind 10
  read (10, *) i, j
  read (10, *) i, j
  read (10, *) i, j
  read (10, *, iostat=ios) i
  print *, ios, i, j
  endfile (10, iostat=ios)
  print *, ios
  close (10)
  open (10, file='ef.txt')
  read (10, '(a)', advance='no') line(1:1)
  endfile 10
  close (10)
  open (10, file='ef.txt')
  do
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print *, trim(line)
  end do
  close (10)
end program endfile_after_read
! CHECK: 1 2
! CHECK-NEXT: 1 2
! CHECK-NEXT: 3 4
! CHECK-NEXT: -1
! CHECK-NEXT: -1 7 8
! CHECK-NEXT: 0
! CHECK-NEXT: 1
