! flang front door: an A field wider than its item.  flang's SIZE= counts
! only the characters the item takes, not the leading ones it drops; a
! field the record's end cuts short is the field padded with blanks to
! its width (F2018 13.7.4), whose rightmost characters the item takes, in
! advancing and non-advancing READs.  libgfortran counts the whole field
! and takes the rightmost characters of what the record holds.
! RUN: %flangdiff %s | %fcheck %s
program a_field_wider
  implicit none
  integer :: n, ios, i
  character(3) :: c
  character(8) :: d
  open (10, file='wider.txt', status='replace')
  do i = 1, 4
    write (10, '(a)') 'abcdefghij'
  end do
  rewind 10
  read (10, '(a6)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,3a)', 'A6 ', n, ios, ' [', c, ']'
  read (10, '(a)') d
  read (10, '(a15)', advance='no', size=n, iostat=ios) d
  print '(a,i0,1x,i0,3a)', 'A15 ', n, ios, ' [', d, ']'
  c = repeat('#', 3)
  read (10, '(a15)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,3a)', 'A15 short ', n, ios, ' [', c, ']'
  d = repeat('#', 8)
  read (10, '(a15)', iostat=ios) d
  print '(a,i0,3a)', 'A15 advancing ', ios, ' [', d, ']'
  close (10, status='delete')
end program a_field_wider
! CHECK:A6 3 0 [def]
! CHECK-NEXT:A15 3 -2 [hij     ]
! CHECK-NEXT:A15 short 0 -2 [   ]
! CHECK-NEXT:A15 advancing 0 [hij     ]
