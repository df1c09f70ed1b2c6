! The item number in "Expected REAL for item N in formatted transfer":
! libgfortran counts a COMPLEX item (or array element) once, though its
! two parts take two data edits.  WRITE and READ, scalars and arrays.
! RUN: %fdiff %s | %fcheck %s
program complex_item_number
  implicit none
  complex :: z = (1.5, -2.5), za(2) = [(1.0, 2.0), (3.0, 4.0)]
  complex(10) :: q = (1.0_10, 2.0_10)
  integer :: ios, n = 7
  character(len=200) :: msg
  character(len=80) :: buf, buf3(3)
  write (buf, '(2f6.1,f6.1)', iostat=ios, iomsg=msg) z, n
  print '(i5,1x,a)', ios, trim(msg)
  write (buf, '(4f6.1,f6.1)', iostat=ios, iomsg=msg) za, n
  print '(i5,1x,a)', ios, trim(msg)
  write (buf3, '(g0.3,/,2es9.2)', iostat=ios, iomsg=msg) q, n
  print '(i5,1x,a)', ios, trim(msg)
  write (buf, '(a)') '1.0 2.0 3.0 4.0 5.0'
  read (buf, '(2f4.1,f4.1,i4)', iostat=ios, iomsg=msg) z, n, n
  print '(i5,1x,a)', ios, trim(msg)
  read (buf, '(f4.1,f4.1,a)', iostat=ios, iomsg=msg) za
  print '(i5,1x,a)', ios, trim(msg)
end program complex_item_number
! CHECK: 5006 Expected REAL for item 2 in formatted transfer, got INTEGER
! CHECK:(2f6.1,f6.1)
! CHECK:       ^
! CHECK: 5006 Expected REAL for item 3 in formatted transfer, got INTEGER
! CHECK:(4f6.1,f6.1)
! CHECK:       ^
! CHECK: 5006 Expected REAL for item 2 in formatted transfer, got INTEGER
! CHECK:(g0.3,/,2es9.2)
! CHECK:          ^
! CHECK: 5006 Expected REAL for item 2 in formatted transfer, got INTEGER
! CHECK:(2f4.1,f4.1,i4)
! CHECK:       ^
! CHECK:   -1 End of file
