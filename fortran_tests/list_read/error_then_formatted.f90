! A list-directed READ that fails inside a record leaves the unit there,
! and libgfortran has counted none of that record's columns: a formatted
! READ after it has its column 1 where it starts (T and TL cannot go back
! before it), and a non-advancing READ stopped by EOR there took nothing,
! so an advancing READ at the end of the file after it gives END (-1).
! RUN: %fdiff %s | %fcheck %s
program error_then_formatted
  implicit none
  integer :: ios, i, sz, k
  real :: r
  character(len=12) :: c
  character(len=8) :: fmts(5) = [character(8) :: '(a)', '(t2,a)', &
      '(tl2,a)', '(x,a)', '(t8,a)']
  open (10, file='lines.dat', status='replace')
  do k = 1, 5
    write (10, '(a)') '2*1 4 abcdef'
  end do
  write (10, '(a)') '2*1 4'
  rewind (10)
  do k = 1, 5
    read (10, *, iostat=ios) i, r
    c = 'init'
    read (10, fmts(k), iostat=ios) c
    print '(a,1x,i0,3a)', trim(fmts(k)), ios, ' [', c, ']'
  end do
  read (10, *, iostat=ios) i, r
  print '(a,i0)', 'list ', ios
  c = 'init'
  sz = -1
  read (10, '(a5)', advance='no', size=sz, iostat=ios) c
  print '(a,i0,1x,i0,3a)', 'nonadv ', ios, sz, ' [', c, ']'
  c = 'init'
  read (10, '(a)', iostat=ios) c
  print '(a,i0,3a)', 'last ', ios, ' [', c, ']'
  close (10, status='delete')
end program error_then_formatted
! CHECK:(a) 0 [ abcdef     ]
! CHECK-NEXT:(t2,a) 0 [abcdef      ]
! CHECK-NEXT:(tl2,a) 0 [ abcdef     ]
! CHECK-NEXT:(x,a) 0 [abcdef      ]
! CHECK-NEXT:(t8,a) 0 [            ]
! CHECK-NEXT:list 5010
! CHECK-NEXT:nonadv -2 0 [            ]
! CHECK-NEXT:last -1 [init        ]
