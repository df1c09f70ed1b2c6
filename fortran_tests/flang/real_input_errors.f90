! flang front door: a REAL input field that does not convert fails with
! flang's IOSTAT 1030 and its text, "Bad real input data at column C of
! record R": C is one past the 1-based column of the character flang's
! scan stopped at (an exponent letter without digits: that letter), R
! counts the records from the start of the file (a '/' too) or of the
! internal file.
! RUN: %flangdiff %s | %fcheck %s
program real_input_errors
  implicit none
  integer :: ios, i
  real :: x
  character(100) :: msg
  character(12) :: c(9)
  character(12) :: a(2)
  c = [character(12) :: 'ab', '  1.5x', '1.5 x', '1e', '1.5e+', 'x', &
       '1.2.3', '1d5q', '1.5e2 7']
  do i = 1, size(c)
    msg = ''
    read (c(i), '(2X,F8.2)', iostat=ios, iomsg=msg) x
    print '(i0,1x,i0,1x,a)', i, ios, trim(msg)
  end do
  a = [character(12) :: '1.0', ' -2.5q']
  read (a, '(F6.1,/,F6.1)', iostat=ios, iomsg=msg) x, x
  print '(i0,1x,a)', ios, trim(msg)
  open (10, file='l.txt', status='replace')
  write (10, '(a)') '1.0', '  2.0 x', '3', 'abc'
  rewind (10)
  read (10, '(F4.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (10, '(F8.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (10, '(/,F8.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  close (10, status='delete')
end program real_input_errors
! CHECK:1 0 
! CHECK-NEXT:2 1030 Bad real input data at column 7 of record 1
! CHECK-NEXT:3 1030 Bad real input data at column 6 of record 1
! CHECK-NEXT:4 0 
! CHECK-NEXT:5 1030 Bad real input data at column 5 of record 1
! CHECK-NEXT:6 0 
! CHECK-NEXT:7 0 
! CHECK-NEXT:8 1030 Bad real input data at column 5 of record 1
! CHECK-NEXT:9 0 
! CHECK-NEXT:1030 Bad real input data at column 7 of record 2
! CHECK-NEXT:0 Bad real input data at column 7 of record 2
! CHECK-NEXT:1030 Bad real input data at column 8 of record 2
! CHECK-NEXT:1030 Bad real input data at column 2 of record 4
