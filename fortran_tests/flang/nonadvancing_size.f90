! flang front door: what SIZE= counts and what an item takes in a
! non-advancing READ.
! - X, T and TR only move the position.  flang's SIZE= leaves out what
!   they pass over (TL moving back reads characters again, counted again),
!   and an A field after a skip past the record's end reads there as any
!   field: blank under PAD='YES', unchanged under PAD='NO', with the EOR
!   condition.  libgfortran counts the skips and ends the READ at such a
!   skip, the item unchanged.
! - An A field wider than its item: flang's SIZE= counts only the
!   characters the item takes, not the leading ones it drops; a field the
!   record's end cuts short is the field padded with blanks to its width
!   (F2018 13.7.4), whose rightmost characters the item takes, in
!   advancing and non-advancing READs.  libgfortran counts the whole field
!   and takes the rightmost characters of what the record holds.
! RUN: %flangdiff %s | %fcheck %s
program nonadvancing_size
  implicit none
  integer :: n, ios, i
  character(3) :: c
  character(8) :: d
  open (10, file='size.txt', status='replace')
  do i = 1, 5
    write (10, '(a)') 'abcdefghij'
  end do
  rewind 10
  read (10, '(t2,a2)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,3a)', 'T2 ', n, ios, ' [', c, ']'
  read (10, '(a)') d
  read (10, '(2x,a2,tr1,a1)', advance='no', size=n, iostat=ios) c, d
  print '(a,i0,1x,i0,5a)', '2X TR1 ', n, ios, ' [', c, '] [', d, ']'
  read (10, '(a2,tl2,a2)', advance='no', size=n, iostat=ios) c, d
  print '(a,i0,1x,i0,5a)', 'TL2 ', n, ios, ' [', c, '] [', d, ']'
  read (10, '(a)') d
  c = repeat('#', 3)
  read (10, '(t20,a2)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,3a)', 'T20 ', n, ios, ' [', c, ']'
  read (10, '(a8)', advance='no') d
  c = repeat('#', 3)
  read (10, '(5x,a2)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,3a)', '5X past ', n, ios, ' [', c, ']'
  read (10, '(a8)', advance='no') d
  c = repeat('#', 3)
  read (10, '(5x,a2)', advance='no', size=n, iostat=ios, pad='no') c
  print '(a,i0,1x,i0,3a)', '5X past PAD=NO ', n, ios, ' [', c, ']'
  ! An A field wider than its item.
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
end program nonadvancing_size
! CHECK:T2 2 0 [bc ]
! CHECK-NEXT:2X TR1 3 0 [cd ] [f       ]
! CHECK-NEXT:TL2 4 0 [gh ] [gh      ]
! CHECK-NEXT:T20 0 -2 [   ]
! CHECK-NEXT:5X past 0 -2 [   ]
! CHECK-NEXT:5X past PAD=NO 0 -2 [###]
! CHECK-NEXT:A6 3 0 [def]
! CHECK-NEXT:A15 3 -2 [hij     ]
! CHECK-NEXT:A15 short 0 -2 [   ]
! CHECK-NEXT:A15 advancing 0 [hij     ]
