! A formatted READ that starts at the end of the file: libgfortran checks
! the first item's type against its edit before it meets END, so a
! mismatch (or DT for an intrinsic item) is the format error (5006).
! RUN: %fdiff %s
program p
  implicit none
  integer :: i, ios
  real :: x
  complex :: z
  character(8) :: s
  character(100) :: msg
  open (10, status='scratch')
  msg = ''
  read (10, '(dt)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(i3)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(2x,f5.1)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(i3)', iostat=ios, iomsg=msg) z
  print *, ios, trim(msg)
  rewind (10)
  msg = ''
  read (10, '(a)', iostat=ios, iomsg=msg) s
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(f5.1)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(5x)', iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(/,i3)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  rewind (10)
  read (10, '("abc",i3)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(t5,i3)', iostat=ios, iomsg=msg) i, x
  print *, ios, trim(msg)
  read (10, '(i3)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(i3)', iostat=ios, iomsg=msg, advance='no') x
  print *, ios, trim(msg)
  read (10, '(i3)', iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  close (10)
end program
