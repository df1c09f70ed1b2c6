! flang front door: a list-directed READ that ends after the real part of
! a parenthesized pair (a REAL item took it, or a COMPLEX(10) item as
! flang 19's runtime reads it) leaves the separator after that part
! unread, so the READ ends in the pair's record and the next READ starts
! at the record after it, as in flang's runtime.  ftnio had looked for
! the separator at once, across the record's end, and the next READ
! started one record later (progen --flang seed 895).
! RUN: %flangdiff %s | %fcheck %s
program list_pair_left_open
  implicit none
  character(1) :: c1(2)
  real(8) :: r(3)
  integer :: ios
  character(100) :: msg
  open (21, file='list_pair_left_open.dat', status='replace')
  write (21, '(a)') '1 2 (3.5, '
  write (21, '(a)') '1.5d0), 7'
  write (21, '(a)') '(+12.75,+12.75) 8'
  write (21, '(a)') '4 (5.5 '
  write (21, '(a)') ', 6.5)'
  write (21, '(a)') '9'
  rewind (21)
  r = 0
  msg = ''
  read (21, *, iostat=ios, iomsg=msg) r
  print '(i0,1x,a,3(1x,f0.2))', ios, trim(msg), r
  c1 = 'x'
  msg = ''
  read (21, *, iostat=ios, iomsg=msg) c1
  print '(i0,1x,a,4a)', ios, trim(msg), ' [', c1(1), c1(2), ']'
  msg = ''
  read (21, *, iostat=ios, iomsg=msg) r(1:2)
  print '(i0,1x,a,2(1x,f0.2))', ios, trim(msg), r(1:2)
  msg = ''
  r = 0
  read (21, *, iostat=ios, iomsg=msg) r(1:2)
  print '(i0,1x,a,2(1x,f0.2))', ios, trim(msg), r(1:2)
  msg = ''
  read (21, *, iostat=ios, iomsg=msg) r(1)
  print '(i0,1x,a,1x,f0.2)', ios, trim(msg), r(1)
  close (21, status='delete')
end program list_pair_left_open
! CHECK:0  1.00 2.00 3.50
! CHECK-NEXT:0  [1.]
! CHECK-NEXT:0  12.75 12.75
! CHECK-NEXT:0  4.00 5.50
! CHECK-NEXT:0  4.00
