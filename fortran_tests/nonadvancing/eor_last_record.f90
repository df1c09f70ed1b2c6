! A non-advancing READ stopped by EOR on the last record: libgfortran keeps
! counting that record's bytes, so the next advancing READ under
! PAD='YES' that finds the end of the file reads an empty record (blanks,
! IOSTAT 0) and only the READ after it meets END.  Non-advancing, PAD='NO'
! and list-directed READs meet END at once.
! RUN: %fdiff %s | %fcheck %s
program eor_last_record
  implicit none
  integer :: ios, k, i
  character(len=8) :: c
  do k = 1, 7
    open (40, file='e.txt', status='replace')
    write (40, '(a)') 'abc'
    if (k == 3 .or. k == 4) write (40, '(a)') 'def'
    rewind (40)
    c = '#'
    read (40, '(a5)', advance='no', iostat=ios) c
    print '(i2,i5,3a)', k, ios, ' [', c, ']'
    if (k == 2 .or. k == 4) then
      read (40, '(a5)', advance='no', iostat=ios) c
      print '(i2,i5,3a)', k, ios, ' [', c, ']'
    end if
    c = '#'
    i = -7
    select case (k)
    case (5); read (40, '(a)', iostat=ios, pad='no') c
    case (6); read (40, *, iostat=ios) c
    case (7); read (40, '(i3)', iostat=ios) i
    case default; read (40, '(a)', iostat=ios) c
    end select
    print '(i2,i5,3a,i3)', k, ios, ' [', c, ']', i
    c = '#'
    read (40, '(a)', iostat=ios) c
    print '(i2,i5,3a)', k, ios, ' [', c, ']'
    close (40, status='delete')
  end do
end program eor_last_record
! CHECK: 1   -2 [abc     ]
! CHECK: 1    0 [        ] -7
! CHECK: 1   -1 [#       ]
! CHECK: 2   -2 [abc     ]
! CHECK: 2   -1 [abc     ]
! CHECK: 2 5001 [#       ] -7
! CHECK: 2 5001 [#       ]
! CHECK: 3   -2 [abc     ]
! CHECK: 3    0 [def     ] -7
! CHECK: 3   -1 [#       ]
! CHECK: 4   -2 [abc     ]
! CHECK: 4   -2 [def     ]
! CHECK: 4    0 [        ] -7
! CHECK: 4   -1 [#       ]
! CHECK: 5   -2 [abc     ]
! CHECK: 5   -1 [#       ] -7
! CHECK: 5 5001 [#       ]
! CHECK: 6   -2 [abc     ]
! CHECK: 6   -1 [#       ] -7
! CHECK: 6 5001 [#       ]
! CHECK: 7   -2 [abc     ]
! CHECK: 7    0 [#       ]  0
! CHECK: 7   -1 [#       ]
