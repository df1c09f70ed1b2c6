! flang front door: X, T and TR of a non-advancing READ only move the
! position.  flang's SIZE= leaves out what they pass over (TL moving back
! reads characters again, counted again), and an A field after a skip
! past the record's end reads there as any field: blank under PAD='YES',
! unchanged under PAD='NO', with the EOR condition.  libgfortran counts
! the skips and ends the READ at such a skip, the item unchanged.
! RUN: %flangdiff %s | %fcheck %s
program nonadvancing_size_skips
  implicit none
  integer :: n, ios, i
  character(3) :: c
  character(8) :: d
  open (10, file='skips.txt', status='replace')
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
  close (10, status='delete')
end program nonadvancing_size_skips
! CHECK:T2 2 0 [bc ]
! CHECK-NEXT:2X TR1 3 0 [cd ] [f       ]
! CHECK-NEXT:TL2 4 0 [gh ] [gh      ]
! CHECK-NEXT:T20 0 -2 [   ]
! CHECK-NEXT:5X past 0 -2 [   ]
! CHECK-NEXT:5X past PAD=NO 0 -2 [###]
