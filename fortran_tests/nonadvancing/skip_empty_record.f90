! Non-advancing READ: an X, TR or T skip that cannot reach its column meets
! the record's end: the EOR condition, and the items left keep their
! values, also on an empty record where the skip moves nothing (as
! libgfortran).  A skip that ends at the record's end does not.
! RUN: %fdiff %s | %fcheck %s
program skip_empty_record
  implicit none
  integer :: ios, sz, k, j
  character(2) :: c
  character(20) :: recs(4), fmts(5)
  recs = [character(20) :: '', 'a', 'abc', '']
  fmts = [character(20) :: '(x,a2)', '(2x,a2)', '(tr3,a2)', '(t3,a2)', '(x,a2,a2)']
  do k = 1, 5
  do j = 1, 3
    open(20, file='x.txt', status='replace')
    write(20, '(a)') trim(recs(j))
    write(20, '(a)') 'zzzz'
    rewind(20)
    c = '##'; sz = -1
    read(20, fmts(k), advance='no', size=sz, iostat=ios) c
    print '(a8,i2,i4,i3,3a)', fmts(k), j, ios, sz, ' [', c, ']'
    c = '##'
    read(20, '(a2)', advance='no', size=sz, iostat=ios) c
    print '(10x,i4,i3,3a)', ios, sz, ' [', c, ']'
    close(20)
  end do
  end do
end program skip_empty_record
! CHECK:(x,a2)   1  -2  0 [##]
! CHECK:             0  2 [zz]
! CHECK:(x,a2)   2  -2  1 [  ]
! CHECK:             0  2 [zz]
! CHECK:(x,a2)   3   0  3 [bc]
! CHECK:            -2  0 [  ]
! CHECK:(2x,a2)  1  -2  0 [##]
! CHECK:             0  2 [zz]
! CHECK:(2x,a2)  2  -2  1 [##]
! CHECK:             0  2 [zz]
! CHECK:(2x,a2)  3  -2  3 [c ]
! CHECK:             0  2 [zz]
! CHECK:(tr3,a2) 1  -2  0 [##]
! CHECK:             0  2 [zz]
! CHECK:(tr3,a2) 2  -2  1 [##]
! CHECK:             0  2 [zz]
! CHECK:(tr3,a2) 3  -2  3 [  ]
! CHECK:             0  2 [zz]
! CHECK:(t3,a2)  1  -2  0 [##]
! CHECK:             0  2 [zz]
! CHECK:(t3,a2)  2  -2  1 [##]
! CHECK:             0  2 [zz]
! CHECK:(t3,a2)  3  -2  3 [c ]
! CHECK:             0  2 [zz]
! CHECK:(x,a2,a2 1  -2  0 [##]
! CHECK:             0  2 [zz]
! CHECK:(x,a2,a2 2  -2  1 [  ]
! CHECK:             0  2 [zz]
! CHECK:(x,a2,a2 3   0  3 [bc]
! CHECK:            -2  0 [  ]
