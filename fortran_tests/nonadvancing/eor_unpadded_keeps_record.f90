! A field cut short by the end of the record under PAD='NO' raises EOR
! (advancing READ too): libgfortran gives the field up without counting
! its characters and keeps the record in its buffer, so the next READ's
! T and TL count columns from where that field began (T2 after '(x,a8)'
! stopped is no move at all, T1 goes back onto the record end).  Also
! INQUIRE(POS=), and ENDFILE after the stop.
! RUN: %fdiff %s | %fcheck %s
program eor_unpadded_keeps_record
  implicit none
  character(8) :: c
  integer :: ios, n
  integer(8) :: p
  open (10, file='a.dat', status='replace')
  write (10, '(a)') 'abcd', 'efgh', 'ijkl', 'mnop', 'qrst', 'uvwx'
  rewind (10)
  c = '#'; n = -1
  read (10, '(x,a8)', advance='no', pad='no', size=n, iostat=ios) c
  print '(i0,1x,i0,3a)', ios, n, ' [', c, ']'
  c = '#'; n = -1
  read (10, '(t2,a3)', advance='no', size=n, iostat=ios) c
  inquire (10, pos=p)
  print '(i0,1x,i0,3a,i0)', ios, n, ' [', c, '] ', p
  c = '#'
  read (10, '(a)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = '#'
  read (10, '(2x,a8)', pad='no', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = '#'
  read (10, '(t4,a3)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = '#'
  read (10, '(3x,a8)', pad='no', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = '#'
  read (10, '(t1,a3)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  close (10)
  ! ENDFILE after the stop
  open (10, file='a.dat', status='old')
  read (10, '(a1,a8)', pad='no', iostat=ios) c, c
  endfile (10)
  rewind (10)
  do
    read (10, '(a)', iostat=ios) c
    if (ios /= 0) exit
    print '(3a)', 'e [', c, ']'
  end do
  close (10)
end program eor_unpadded_keeps_record

! CHECK:-2 1 [#       ]
! CHECK-NEXT:0 3 [efg     ] 14
! CHECK-NEXT:0 [h       ]
! CHECK-NEXT:-2 [#       ]
! CHECK-NEXT:0 [nop     ]
! CHECK-NEXT:-2 [#       ]
! CHECK-NEXT:0 [st      ]
! CHECK-NEXT:e [abcd    ]
! CHECK-NEXT:e [efgh    ]
