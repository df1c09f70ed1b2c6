! flang front door (issue 18): flang 19's list-directed READ keeps a
! parenthesized pair open across items.  '(' gives the real part to the
! REAL item it meets and the imaginary part to the next item, so
! "(1.5,2.5)" fills two REAL items and a COMPLEX item after a REAL one
! takes the imaginary part and the next pair's real part.  An INTEGER,
! CHARACTER or LOGICAL item refuses either part (IOSTAT 1005, with the
! letter of flang's internal edit: 'r' for the real part, 'z' for the
! imaginary).
! RUN: %flangdiff %s | %fcheck %s
program list_pair_across_items
  implicit none
  integer :: ios, i
  real :: x, y, w
  complex :: z
  character(len=8) :: c
  logical :: l
  character(len=100) :: msg
  character(len=20) :: b
  b = '(1.5,2.5) 7'
  x = -1; y = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, y
  print '(a,i0,2f6.2,1x,a)', 'two reals ', ios, x, y, trim(msg)
  x = -1; i = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, i
  print '(a,i0,f6.2,1x,i0,1x,a)', 'real int ', ios, x, i, trim(msg)
  x = -1; c = '?'; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, c
  print '(a,i0,f6.2,1x,a,1x,a)', 'real char ', ios, x, trim(c), trim(msg)
  x = -1; l = .false.; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, l
  print '(a,i0,f6.2,1x,l1,1x,a)', 'real logical ', ios, x, l, trim(msg)
  i = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,i0,1x,a)', 'int ', ios, i, trim(msg)
  c = '?'; msg = ''
  read (b, *, iostat=ios, iomsg=msg) c
  print '(a,i0,1x,a,1x,a)', 'char ', ios, trim(c), trim(msg)
  l = .false.; msg = ''
  read (b, *, iostat=ios, iomsg=msg) l
  print '(a,i0,1x,l1,1x,a)', 'logical ', ios, l, trim(msg)
  b = '(1,2) (3,4)'
  x = -1; z = (-1, -1); msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, z
  print '(a,i0,3f6.2,1x,a)', 'real complex ', ios, x, z, trim(msg)
  b = '1 (2,3)'
  z = (-1, -1); y = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) z, y
  print '(a,i0,3f6.2,1x,a)', 'complex real ', ios, z, y, trim(msg)
  b = '7 (1 2) 5'
  x = -1; y = -1; w = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, y, w
  print '(a,i0,3f6.2,1x,a)', 'blank comma ', ios, x, y, w, trim(msg)
  b = '(1,2'
  x = -1; y = -1; w = -1; msg = ''
  read (b, *, iostat=ios, iomsg=msg) x, y, w
  print '(a,i0,3f6.2,1x,a)', 'open pair ', ios, x, y, w, trim(msg)
end program list_pair_across_items
! CHECK:two reals 0  1.50  2.50{{ *}}
! CHECK-NEXT:real int 1005  1.50 -1 Data edit descriptor 'z' may not be used with an INTEGER data item
! CHECK-NEXT:real char 1005  1.50 ? Data edit descriptor 'z' may not be used with a CHARACTER data item
! CHECK-NEXT:real logical 1005  1.50 F Data edit descriptor 'z' may not be used for LOGICAL input
! CHECK-NEXT:int 1005 -1 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:char 1005 ? Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:logical 1005 F Data edit descriptor 'r' may not be used for LOGICAL input
! CHECK-NEXT:real complex 0  1.00  2.00  3.00{{ *}}
! CHECK-NEXT:complex real 0  1.00  2.00  3.00{{ *}}
! CHECK-NEXT:blank comma 0  7.00  1.00  2.00{{ *}}
! CHECK-NEXT:open pair -1  1.00  2.00 -1.00 End of file during input
