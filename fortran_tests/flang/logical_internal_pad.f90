! flang front door: an L field of an internal file that runs past its
! record's end meets a blank flang pads the record with ("Bad character ' '
! in LOGICAL input field"); one that ends inside the record, blanks and a
! '.' only, is empty, even where the READ sees the record without its
! trailing blanks.
! RUN: %flangdiff %s | %fcheck %s
program logical_internal_pad
  implicit none
  integer :: ios
  logical(1) :: l
  character(100) :: msg
  character(1) :: c1(1)
  character(3) :: c3
  character(2) :: c2
  c1(1) = ''
  msg = ''
  read (c1, '(G2.1)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  c3 = ''
  msg = ''
  read (c3, '(L2)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  c3 = ''
  msg = ''
  read (c3, '(L4)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  c2 = ' .'
  msg = ''
  read (c2, '(L4)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  c2 = '  '
  msg = ''
  read (c2, '(L2)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  c2 = ' .'
  msg = ''
  read (c2, '(L2)', iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
end program logical_internal_pad
! CHECK:1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:1001 Empty LOGICAL input field
! CHECK-NEXT:1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:1001 Empty LOGICAL input field
! CHECK-NEXT:1001 Empty LOGICAL input field
