! flang front door: a data edit that does not suit its item fails with
! flang's IOSTAT 1005 and its text, "Data edit descriptor 'F' may not be
! used with an INTEGER data item" (a READ of a REAL or LOGICAL item: "...
! may not be used for REAL input"), and flang's READ refuses edits that
! libgfortran's takes (L for an INTEGER item, Z for a LOGICAL one).  The
! formats are run-time strings: flang checks constant ones when compiling.
! RUN: %flangdiff %s | %fcheck %s
program edit_item_mismatch
  implicit none
  integer :: ios, i
  real :: x
  logical :: l
  character(8) :: c
  character(100) :: msg
  character(20) :: f
  complex :: z
  f = '(A,I5)'
  write (*, f, iostat=ios, iomsg=msg) 'ab', 1.0
  print '(i0,1x,a)', ios, trim(msg)
  f = '(ES12.3)'
  write (*, f, iostat=ios, iomsg=msg) 1
  print '(i0,1x,a)', ios, trim(msg)
  f = '(D12.3)'
  write (*, f, iostat=ios, iomsg=msg) 'x'
  print '(i0,1x,a)', ios, trim(msg)
  f = '(f12.3)'
  write (*, f, iostat=ios, iomsg=msg) .false.
  print '(i0,1x,a)', ios, trim(msg)
  f = '(I5)'
  write (*, f, iostat=ios, iomsg=msg) .true.
  print '(i0,1x,a)', ios, trim(msg)
  z = (1.5, -2.0)
  f = '(2F6.2)'
  write (*, f, iostat=ios, iomsg=msg) z
  print '(i0,1x,a)', ios, trim(msg)
  c = '12345'
  f = '(F5.1)'
  read (c, f, iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  read (c, f, iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  f = '(I5)'
  read (c, f, iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (c, f, iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  c = 'T'
  f = '(L5)'
  i = 7
  read (c, f, iostat=ios, iomsg=msg) i
  print '(i0,1x,a,i3)', ios, trim(msg), i
  f = '(Z5)'
  read (c, f, iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
end program edit_item_mismatch
! CHECK:ab
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used with a REAL data item
! CHECK-NEXT:1005 Data edit descriptor 'E' may not be used with an INTEGER data item
! CHECK-NEXT:1005 Data edit descriptor 'D' may not be used with a CHARACTER data item
! CHECK-NEXT:1005 Data edit descriptor 'F' may not be used with a LOGICAL data item
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used with a LOGICAL data item
! CHECK-NEXT:  1.50 -2.00
! CHECK-NEXT:0 Data edit descriptor 'I' may not be used with a LOGICAL data item
! CHECK-NEXT:1005 Data edit descriptor 'F' may not be used with an INTEGER data item
! CHECK-NEXT:1005 Data edit descriptor 'F' may not be used for LOGICAL input
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used for REAL input
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:1005 Data edit descriptor 'L' may not be used with an INTEGER data item  7
! CHECK-NEXT:1005 Data edit descriptor 'Z' may not be used for LOGICAL input
