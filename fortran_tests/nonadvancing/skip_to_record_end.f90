! Non-advancing READ with X, TR and T: what they skip counts in SIZE= (as
! in libgfortran), and a skip that meets the record's end is the EOR
! condition: the rest of the statement is skipped and its items keep
! their values.  An advancing READ reads the items that follow as blanks.
! RUN: %fdiff %s | %fcheck %s
program skip_to_record_end
  implicit none
  integer :: ios, n
  character(5) :: s, t
  open (10, file='f.txt', status='replace')
  write (10, '(a)') 'abcdef', 'xyz', 'uvw'
  rewind (10)
  t = 'unset'
  read (10, '(a3,t20,a2)', iostat=ios, advance='no', size=n) s, t
  print '(i0,1x,i0,1x,3a)', ios, n, '[', t, ']'
  rewind (10)
  t = 'unset'
  read (10, '(a3,10x,a2)', iostat=ios, size=n, advance='no') s, t
  print '(i0,1x,i0,1x,3a)', ios, n, '[', t, ']'
  read (10, '(1x,a1)', iostat=ios, size=n, advance='no') s
  print '(i0,1x,i0,1x,3a)', ios, n, '[', s, ']'
  read (10, '(tr1,a1)', iostat=ios, size=n, advance='no') s
  print '(i0,1x,i0,1x,3a)', ios, n, '[', s, ']'
  rewind (10)
  t = 'unset'
  read (10, '(a3,10x,a2)', iostat=ios) s, t
  print '(i0,1x,3a)', ios, '[', t, ']'
end program skip_to_record_end
! CHECK:-2 6 [unset]
! CHECK-NEXT:-2 6 [unset]
! CHECK-NEXT:0 2 [y    ]
! CHECK-NEXT:-2 1 [     ]
! CHECK-NEXT:0 [     ]
