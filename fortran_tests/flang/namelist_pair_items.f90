! flang front door: namelist input reads an object's values as
! list-directed items, as flang 19's runtime does: a parenthesized pair's
! parts go to REAL elements one each, and an INTEGER, LOGICAL or
! CHARACTER element meeting a '(' refuses it with IOSTAT 1005 and the
! edit letter 'r'.  ftnio had read '(' as a bad character of the value
! (progen --flang seeds 226, 856).
! RUN: %flangdiff %s | %fcheck %s
program namelist_pair_items
  implicit none
  logical :: l
  real :: r(3)
  integer :: i, ios, k
  character(4) :: c
  complex :: z
  character(100) :: msg
  namelist /g/ l, r, i, c, z
  open (31, file='namelist_pair_items.dat', status='replace')
  write (31, '(a)') '&g r = (1.5,2.5) 7 /'
  write (31, '(a)') '&g l = (1, 2) /'
  write (31, '(a)') '&g i = (1, 2) /'
  write (31, '(a)') '&g c = (1, 2) /'
  write (31, '(a)') '&g r = 4 (5.5,'
  write (31, '(a)') '  6.5), i = 3 /'
  write (31, '(a)') '&g z = (1.5,2.5) r(2) = (8, 9) /'
  rewind (31)
  l = .true.
  r = 9
  i = 5
  c = 'x'
  z = (3, 3)
  do k = 1, 7
    msg = ''
    read (31, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(l1,3(1x,f0.2),1x,i0,3a,2(1x,f0.2))', l, r, i, ' [', c, ']', z
  end do
  close (31, status='delete')
end program namelist_pair_items
! CHECK:0 
! CHECK-NEXT:T 1.50 2.50 7.00 5 [x   ] 3.00 3.00
! CHECK-NEXT:1005 Data edit descriptor 'r' may not be used for LOGICAL input
! CHECK-NEXT:T 1.50 2.50 7.00 5 [x   ] 3.00 3.00
! CHECK-NEXT:1005 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:T 1.50 2.50 7.00 5 [x   ] 3.00 3.00
! CHECK-NEXT:1005 Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:T 1.50 2.50 7.00 5 [x   ] 3.00 3.00
! CHECK-NEXT:0 
! CHECK-NEXT:T 4.00 5.50 6.50 3 [x   ] 3.00 3.00
! CHECK-NEXT:0 
! CHECK-NEXT:T 4.00 8.00 9.00 3 [x   ] 1.50 2.50
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT:T 4.00 8.00 9.00 3 [x   ] 1.50 2.50
