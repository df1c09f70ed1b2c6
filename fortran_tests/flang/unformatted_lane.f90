! flang: the unformatted lane (transfer/unformatted_lane.h) under flang's
! front door: many small records across the buffer's end, a record larger
! than the buffer after them, a record longer than its READ's list, one
! shorter (flang's text), READs past the end of the file with IOSTAT= and
! END=, BACKSPACE after lane WRITEs, and a READ right after a WRITE.
! RUN: %flangdiff %s | %fcheck %s
program unformatted_lane
  implicit none
  integer :: i, j, n, ios, total
  integer(1) :: b(100000), c(100000)
  character(120) :: msg
  do i = 1, size(b)
    b(i) = int(mod(i * 7, 127), 1)
  end do
  open (10, file='flang_lane.dat', form='unformatted', status='replace')
  do i = 1, 3000
    n = 4 * (1 + mod(i, 16))
    write (10) b(i:i + n - 1)
  end do
  write (10) b
  write (10) 5, 6, 7
  write (10) 8
  write (10, iostat=ios) 99
  rewind (10)
  total = 0
  do i = 1, 3000
    n = 4 * (1 + mod(i, 16))
    read (10) c(1:n)
    if (any(c(1:n) /= b(i:i + n - 1))) print '(a,i0)', 'bad record ', i
    total = total + sum(int(c(1:n)))
  end do
  print '(a,i0)', 'small sum ', total
  c = 0
  read (10) c
  print '(a,l1)', 'large same ', all(c == b)
  read (10) i
  print '(a,i0)', 'first of record ', i
  msg = ''
  read (10, iostat=ios, iomsg=msg) i, j
  print '(a,i0,1x,a)', 'short record ', ios, trim(msg)
  read (10) i
  print '(a,i0)', 'last ', i
  msg = ''
  read (10, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'past end ', ios, trim(msg)
  backspace (10)
  read (10, end=80) i
  print '(a,i0)', 'read again ', i
80 continue
  backspace (10)
  write (10) 1001, 1002
  write (10) 1003
  backspace (10)
  read (10) i
  print '(a,i0)', 'after backspace ', i
  write (10) 2001
  msg = ''
  read (10, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'read after write ', ios, trim(msg)
  close (10, status='delete')
end program
! CHECK:small sum 6421241
! CHECK:large same T
! CHECK:first of record 5
! CHECK:short record 1003 Attempt to read 4 bytes at position 8 in a record of 8 bytes
! CHECK:last 99
! CHECK:past end -1 End of file during input
! CHECK:after backspace 1003
! CHECK:read after write -1 End of file during input
