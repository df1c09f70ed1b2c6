! Formatted READ from internal files: scalars and arrays, PAD, END twice
! in a row (each statement starts afresh: -1 both times, not 5008), and a
! formatted READ from a file followed by CLOSE, which must leave the file
! unchanged (read-ahead is never written back).
! RUN: %fdiff %s
program read_internal
  implicit none
  character(len=12) :: s, recs(2)
  character(len=80) :: msg
  integer :: i, j, ios
  real :: x
  s = '  12  3.5'
  read (s, '(i4, f5.1)') i, x
  print *, i, x
  recs(1) = '1 2'
  recs(2) = '3 4'
  read (recs, '(i2)') i, j
  print *, i, j
  read (s, '(i4, /, i4)', iostat=ios, iomsg=msg) i, j
  print *, ios, trim(msg)
  read (s, '(i4, /, i4)', iostat=ios, iomsg=msg) i, j
  print *, ios, trim(msg)
  open (10, file='data.txt', status='replace')
  write (10, '(a)') 'alpha', 'beta', 'gamma'
  close (10)
  open (10, file='data.txt', status='old')
  read (10, '(a)') s
  print *, s
  close (10)
end program read_internal
