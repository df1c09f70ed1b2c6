! flang front door: a non-advancing READ leaves the record's columns
! counted from its start, so the next READ's T n is column n of the record
! and TL moves back over what earlier READs took (flang 19); the standard
! and libgfortran count from where each READ starts.  After the EOR
! condition the next READ starts the next record, which ENDFILE then
! leaves alone.
! RUN: %flangdiff %s | %fcheck %s
program nonadvancing_tabs
  implicit none
  integer :: u, ios, sz
  character(10) :: a, b
  character(4) :: c2
  character(2) :: c3
  character(80) :: msg
  open (newunit=u, file='nonadvancing_tabs.txt', status='replace')
  write (u, '(a)') 'abcdefghijklmnop', 'second', 'Z', '=y1zb("C c4Z  ', 'last'
  rewind (u)
  read (u, '(a5)', advance='no') a
  read (u, '(t2,a3)', advance='no', iostat=ios, size=sz) b
  print '(a,1x,a,2(1x,i0))', trim(a), trim(b), ios, sz
  read (u, '(tl4,a3)', advance='no', iostat=ios, size=sz) b
  print '(a,2(1x,i0))', trim(b), ios, sz
  read (u, '(t12,a3)', iostat=ios, size=sz, advance='no') b
  print '(a,2(1x,i0))', trim(b), ios, sz
  read (u, '(a)') b
  print '(a)', trim(b)
  read (u, '(a3,tl2,a2)', advance='no') a, b
  print '(a,1x,a)', trim(a), trim(b)
  read (u, '(t1,a6)') a
  print '(a)', trim(a)
  ! EOR, then a READ that T moves in: the next record's columns.
  read (u, '(a)', advance='no', size=sz, iostat=ios, pad='yes') c2
  print '(2(i0,1x),3a)', ios, sz, '[', c2, ']'
  read (u, '(a)', advance='no', size=sz, iostat=ios, pad='no') c3
  print '(2(i0,1x),3a)', ios, sz, '[', c3, ']'
  read (u, '(t2,a)', advance='no', size=sz, iostat=ios) c3
  print '(2(i0,1x),3a)', ios, sz, '[', c3, ']'
  read (u, '(x,a2)', advance='no', size=sz, iostat=ios) c3
  print '(2(i0,1x),3a)', ios, sz, '[', c3, ']'
  read (u, '(a)') a
  print '(a)', trim(a)
  read (u, '(a3)', advance='no', iostat=ios, size=sz) a
  print '(2(i0,1x),a)', ios, sz, trim(a)
  read (u, '(a3)', advance='no', iostat=ios, size=sz) a
  print '(2(i0,1x),a)', ios, sz, trim(a)
  msg = ''
  endfile (u, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  close (u, status='delete')
end program
! CHECK:abcde bcd 0 3
! CHECK-NEXT:abc 0 3
! CHECK-NEXT:lmn 0 3
! CHECK-NEXT:op
! CHECK-NEXT:sec ec
! CHECK-NEXT:second
! CHECK-NEXT:-2 1 [Z   ]
! CHECK-NEXT:0 2 [=y]
! CHECK-NEXT:0 2 [y1]
! CHECK-NEXT:0 2 [b(]
! CHECK-NEXT:"C c4Z
! CHECK-NEXT:0 3 las
! CHECK-NEXT:-2 1 t
! CHECK-NEXT:0 
