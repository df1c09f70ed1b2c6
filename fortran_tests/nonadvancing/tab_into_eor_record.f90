! The READ after a non-advancing READ stopped by EOR: libgfortran keeps
! that record in its buffer and goes on counting its columns, so T and TL
! move back into it (T1 is its second character: the count leaves out
! the record end, the position does not), INQUIRE(POS=) follows, and the
! statement's end goes to the end of the record it is in.  After two such
! READs the count holds both; after a T back inside the stopped READ the
! next one counts from there.  CRLF records, a last record without a
! newline (no END before a field reads there), and list-directed READ,
! BACKSPACE and WRITE after the stop.
! RUN: %fdiff %s | %fcheck %s
program tab_into_eor_record
  implicit none
  character(8) :: s, s2
  character(2) :: d(2)
  character(1) :: c(4)
  integer :: ios
  integer(8) :: p
  open (10, file='r.txt', status='replace')
  write (10, '(a)') 'abc'
  write (10, '(a)') 'defgh'
  write (10, '(a)') 'ijklmn'
  close (10)
  open (10, file='r.txt', status='old')
  read (10, '(a5)', advance='no', iostat=ios) s
  inquire (10, pos=p)
  print '(i0,3a,i0)', ios, ' [', s, '] ', p
  d = '??'; c = '?'
  read (10, '(a2,x,a1,tl2,a2,t1,a1,a,a)', iostat=ios) d(1), c(1), d(2), &
      c(2), c(3), c(4)
  inquire (10, pos=p)
  print '(i0,9a,i0)', ios, ' [', d(1), c(1), d(2), '][', c(2:4), '] ', p
  read (10, '(a)', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  close (10)
  call after('(t1,a1,a1)')
  call after('(t2,a1,a1)')
  call after('(a1,t1,a1)')
  call after('(tl1,a1,a1)')
  call after('(t3,a1,a1)')
  call after('(t4,a1,a1)')
  call after('(t5,a1,a1)')
  call after('(a5,t1,a1)')
  call after('(a6,tl1,a1)')
  call after('(a1,/,t1,a1)')
  ! two stopped READs
  open (10, file='r.txt', status='old')
  read (10, '(a1)', advance='no', iostat=ios) s
  read (10, '(a5)', advance='no', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  read (10, '(a8)', advance='no', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  c = '?'
  read (10, '(t1,a1,t4,a1,a1)', iostat=ios) c(1:3)
  inquire (10, pos=p)
  print '(i0,5a,i0)', ios, ' [', c(1:3), '] ', p
  read (10, '(a)', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  close (10)
  ! a T back inside the stopped READ
  open (10, file='r.txt', status='old')
  s2 = '?'
  read (10, '(a5,tl2,a1)', advance='no', iostat=ios) s, s2
  print '(i0,5a)', ios, ' [', s, '][', s2, ']'
  c = '?'
  read (10, '(a1,t1,a1,a1)', iostat=ios) c(1:3)
  inquire (10, pos=p)
  print '(i0,5a,i0)', ios, ' [', c(1:3), '] ', p
  read (10, '(a)', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  close (10)
  ! list-directed READ, BACKSPACE
  open (10, file='r.txt', status='old')
  read (10, '(a5)', advance='no', iostat=ios) s
  read (10, *, iostat=ios) s
  print '(a,i0,3a)', 'list ', ios, ' [', s, ']'
  read (10, '(a1)', advance='no', iostat=ios) s
  read (10, '(a8)', advance='no', iostat=ios) s
  backspace (10)
  read (10, '(a)', iostat=ios) s
  print '(a,i0,3a)', 'backspace ', ios, ' [', s, ']'
  close (10)
  ! CRLF records
  open (10, file='crlf.txt', status='replace', access='stream')
  write (10) 'abc'//achar(13)//achar(10)//'defg'//achar(13)//achar(10)
  close (10)
  open (10, file='crlf.txt', status='old')
  read (10, '(a5)', advance='no', iostat=ios) s
  c = '?'
  read (10, '(t1,a1,a1)', iostat=ios) c(1:2)
  inquire (10, pos=p)
  print '(a,i0,4a,i0)', 'crlf ', ios, ' [', c(1:2), '] ', p
  read (10, '(a)', iostat=ios) s
  print '(i0,3a)', ios, ' [', s, ']'
  close (10)
  ! a last record without a newline
  open (10, file='last.txt', status='replace', access='stream')
  write (10) 'abc'
  close (10)
  open (10, file='last.txt', status='old')
  read (10, '(a5)', advance='no', iostat=ios) s
  s = '?'
  read (10, '(t1,a1)', iostat=ios) s
  print '(a,i0,3a)', 'last ', ios, ' [', s, ']'
  read (10, '(a1)', iostat=ios) s
  print '(a,i0,3a)', 'last ', ios, ' [', s, ']'
  close (10)
  ! WRITE after the stop
  open (10, file='r.txt', status='old')
  read (10, '(a5)', advance='no', iostat=ios) s
  write (10, '(a)') 'XY'
  rewind (10)
  do
    read (10, '(a)', iostat=ios) s
    if (ios /= 0) exit
    print '(3a)', 'w [', s, ']'
  end do
  close (10)
contains
  subroutine after(fmt)
    character(*), intent(in) :: fmt
    open (10, file='r.txt', status='old')
    read (10, '(a5)', advance='no', iostat=ios) s
    c = '?'
    read (10, fmt, iostat=ios) c(1:2)
    inquire (10, pos=p)
    print '(2a,i3,4a,i0)', fmt, ' ', ios, ' [', c(1:2), '] ', p
    read (10, '(a)', iostat=ios) s
    print '(i0,3a)', ios, ' [', s, ']'
    close (10)
  end subroutine after
end program tab_into_eor_record

! CHECK:-2 [abc     ] 4
! CHECK-NEXT:0 [degfg][bc ] 13
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(t1,a1,a1)   0 [bc] 6
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(t2,a1,a1)   0 [c ] 6
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(a1,t1,a1)   0 [db] 6
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(tl1,a1,a1)   0 [  ] 6
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(t3,a1,a1)   0 [  ] 6
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(t4,a1,a1)   0 [de] 6
! CHECK-NEXT:0 [ijklmn  ]
! CHECK-NEXT:(t5,a1,a1)   0 [ef] 7
! CHECK-NEXT:0 [ijklmn  ]
! CHECK-NEXT:(a5,t1,a1)   0 [hb] 10
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:(a6,tl1,a1)   0 [hh] 11
! CHECK-NEXT:0 [ijklmn  ]
! CHECK-NEXT:(a1,/,t1,a1)   0 [di] 6
! CHECK-NEXT:-1 [abc     ]
! CHECK-NEXT:-2 [bc      ]
! CHECK-NEXT:-2 [defgh   ]
! CHECK-NEXT:0 [   ] 13
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:-2 [abc     ][?       ]
! CHECK-NEXT:0 [bab] 7
! CHECK-NEXT:0 [defgh   ]
! CHECK-NEXT:list 0 [defgh   ]
! CHECK-NEXT:backspace 0 [ijklmn  ]
! CHECK-NEXT:crlf 0 [c ] 8
! CHECK-NEXT:0 [defg    ]
! CHECK-NEXT:last 0 [a       ]
! CHECK-NEXT:last -1 [a       ]
! CHECK-NEXT:w [abc     ]
! CHECK-NEXT:w [XY      ]
