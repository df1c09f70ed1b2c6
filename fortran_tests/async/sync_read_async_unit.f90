! A READ without ASYNCHRONOUS='YES' on a unit opened with it: libgfortran
! 12's st_read_done skips the statement's completion (it only queues that
! of asynchronous READs), so no record is finished: the next statement
! goes on inside the record (a WRITE overwrites its newline), a namelist
! READ reads nothing, a non-advancing READ meets no EOR condition.  A
! field that met the record's end took its newline; a list-directed READ
! with a bad value skipped its line.  (SIZE= is not stored: not printed.)
! RUN: %fdiff %s | %fcheck %s
program sync_read_async_unit
  implicit none
  integer :: arr(34), i, j, k, ios, n
  character(8) :: c
  namelist /nl/ i, j
  arr = [(3*i, i=1,34)]
  open (13, file='rec.dat', status='replace', asynchronous='yes')
  write (13, '(10i4)') arr(1:34)
  rewind (13)
  read (13, '(10i4)', iostat=ios) arr
  print '(a,i0)', 'fmt ', ios
  write (13, '(10i4)') arr(1:12)
  close (13)
  i = 1; j = 2
  open (14, file='mix.dat', status='replace', asynchronous='yes')
  write (14, '(a)') '&nl i=5 j=6 /', '7 8', 'abcdefgh', 'xyz', '1 2 3', 'last'
  rewind (14)
  read (14, nml=nl, iostat=ios)
  print '(a,3(1x,i0))', 'nml', ios, i, j
  read (14, *, iostat=ios) k
  print '(a,2(1x,i0))', 'list bad', ios
  read (14, '(a3)', iostat=ios) c
  print '(a,1x,i0,3a)', 'a3', ios, ' [', c, ']'
  n = -7
  read (14, '(a3)', iostat=ios, advance='no', size=n) c
  print '(a,1x,i0,3a)', 'nonadv eor', ios, ' [', c, ']'
  n = -7
  read (14, '(a8)', iostat=ios, advance='no', size=n) c
  print '(a,1x,i0,3a)', 'nonadv', ios, ' [', c, ']'
  read (14, '(a)', iostat=ios) c
  print '(a,1x,i0,3a)', 'rest', ios, ' [', c, ']'
  read (14, '(a)', iostat=ios) c
  print '(a,1x,i0,3a)', 'next', ios, ' [', c, ']'
  read (14, *, iostat=ios) i
  print '(a,2(1x,i0))', 'list', ios, i
  read (14, *, iostat=ios) i
  print '(a,2(1x,i0))', 'list on', ios, i
  write (14, '(a)') 'W'
  close (14)
  open (14, file='mix.dat')
  do
    read (14, '(a)', iostat=ios) c
    if (ios /= 0) exit
    print '(3a)', '[', c, ']'
  end do
  close (14)
end program sync_read_async_unit
! CHECK:fmt 0
! CHECK-NEXT:nml 0 1 2
! CHECK-NEXT:list bad 5010
! CHECK-NEXT:a3 0 [7 8     ]
! CHECK-NEXT:nonadv eor 0 [        ]
! CHECK-NEXT:nonadv 0 [abcdefgh]
! CHECK-NEXT:rest 0 [        ]
! CHECK-NEXT:next 0 [xyz     ]
! CHECK-NEXT:list 0 1
! CHECK-NEXT:list on 0 3
! CHECK-NEXT:[&nl i=5 ]
! CHECK-NEXT:[7 8     ]
! CHECK-NEXT:[abcdefgh]
! CHECK-NEXT:[xyz     ]
! CHECK-NEXT:[1 2 3   ]
! CHECK-NEXT:[W       ]
