! List-directed READ from CHARACTER scalars: integers, reals, logicals,
! complex and character values, repeat counts, nulls, '/', and the errors
! libgfortran reports (IOSTAT and IOMSG), one input string per case.
! RUN: %fdiff %s | %fcheck %s
program internal_values
  implicit none
  character(len=60) :: inputs(46)
  integer :: k
  inputs = [character(len=60) :: &
    '1 2 3', '  -7,+8 ,9', '1,,3', ',5', '2*4 9', '3*', '2*, 6', '1 / 5 6', &
    '/', '', '12x 5', '99999999999 1', '0*5', '1*2*3', '+', '- 1', &
    '1.5 2 3', '1.5e3,-2.25d-1,.5', '2*0.125 1e', 'inf -nan 1', &
    'Infinity NaN(q) 2', '1.2.3', '3*1.0', '1e999 -1e-999 7', &
    't F .true.', '.f, tx, .tr', 'x', '2*t f', '.', 'true false t', &
    '(1,2) (3.5 , -4) 5', '( 1 , 2 )x', '(1;2)', '2*(1,2)', '(1,2', &
    '(1,)', '1 2 3 4 5 6 7 8 9 10', &
    '''abc'' "d e" f,g', '''it''''s'' x', 'abc/def', '3*xy', '''a''b', &
    '12abc 34 ''''', 'x,,y', '  ,  ', '9*'  ]
  do k = 1, size(inputs)
    call ints(inputs(k))
  end do
  do k = 17, 24
    call reals(inputs(k))
  end do
  do k = 25, 30
    call logs(inputs(k))
  end do
  do k = 31, 37
    call cplx(inputs(k))
  end do
  do k = 38, 46
    call chars(inputs(k))
  end do
contains
  subroutine ints(s)
    character(len=*), intent(in) :: s
    integer :: a, b, c, ios
    character(len=100) :: msg
    a = -1; b = -2; c = -3; msg = ''
    read (s, *, iostat=ios, iomsg=msg) a, b, c
    print '(a,i0,1x,a,3(1x,i0))', 'I ', ios, '['//trim(msg)//']', a, b, c
  end subroutine
  subroutine reals(s)
    character(len=*), intent(in) :: s
    real :: a
    double precision :: b
    real(10) :: c
    integer :: ios
    character(len=100) :: msg
    a = -1; b = -2; c = -3; msg = ''
    read (s, *, iostat=ios, iomsg=msg) a, b, c
    print *, 'R', ios, '['//trim(msg)//']', a, b, c
  end subroutine
  subroutine logs(s)
    character(len=*), intent(in) :: s
    logical :: a, b
    logical(1) :: c
    integer :: ios
    character(len=100) :: msg
    a = .false.; b = .false.; c = .false.; msg = ''
    read (s, *, iostat=ios, iomsg=msg) a, b, c
    print *, 'L', ios, '['//trim(msg)//']', a, b, c
  end subroutine
  subroutine cplx(s)
    character(len=*), intent(in) :: s
    complex :: a
    complex(8) :: b
    integer :: ios, i
    character(len=100) :: msg
    a = (-1,-1); b = (-2,-2); i = -3; msg = ''
    read (s, *, iostat=ios, iomsg=msg) a, b, i
    print *, 'C', ios, '['//trim(msg)//']', a, b, i
  end subroutine
  subroutine chars(s)
    character(len=*), intent(in) :: s
    character(len=4) :: a, b, c
    integer :: ios
    character(len=100) :: msg
    a = '----'; b = '----'; c = '----'; msg = ''
    read (s, *, iostat=ios, iomsg=msg) a, b, c
    print *, 'A ', ios, ' [', trim(msg), '] [', a, '][', b, '][', c, ']'
  end subroutine
end program internal_values
! CHECK:I 0 [] 1 2 3
! CHECK:I 0 [] -7 8 9
! CHECK:I 0 [] 1 -2 3
! CHECK:I -1 [End of file] -1 5 -3
! CHECK:I 0 [] 4 4 9
! CHECK:I 0 [] -1 -2 -3
! CHECK:I 0 [] -1 -2 6
! CHECK:I 0 [] 1 -2 -3
! CHECK:I 0 [] -1 -2 -3
! CHECK:I -1 [End of file] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Integer overflow while reading item 1] -1 -2 -3
! CHECK:I 5010 [Zero repeat count in item 1 of list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 0 [] 1 2 3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I 5010 [Bad integer for item 1 in list input] -1 -2 -3
! CHECK:I -1 [End of file] -1 -2 -3
! CHECK:I 0 [] -1 -2 -3
! CHECK: R           0 []   1.50000000       2.0000000000000000        3.00000000000000000000{{      }}
! CHECK: R           0 []   1500.00000     -0.22500000000000001       0.500000000000000000000{{      }}
! CHECK: R        5010 [Read kind 4 REAL where kind 8 is required for item 2]  0.125000000      -2.0000000000000000       -3.00000000000000000000{{      }}
! CHECK: R           0 []         Infinity                       NaN   1.00000000000000000000{{      }}
! CHECK: R           0 []         Infinity                       NaN   2.00000000000000000000{{      }}
! CHECK: R        5010 [Bad real number in item 1 of list input]  -1.00000000      -2.0000000000000000       -3.00000000000000000000{{      }}
! CHECK: R        5010 [Read kind 4 REAL where kind 8 is required for item 2]   1.00000000      -2.0000000000000000       -3.00000000000000000000{{      }}
! CHECK: R           0 []         Infinity  -0.0000000000000000        7.00000000000000000000{{      }}
! CHECK: L           0 [] T F T
! CHECK: L           0 [] F T T
! CHECK: L        5010 [Bad logical value while reading item 1] F F F
! CHECK: L           0 [] T T F
! CHECK: L        5010 [Bad logical value while reading item 1] F F F
! CHECK: L           0 [] T F T
! CHECK: C           0 []             (1.00000000,2.00000000)              (3.5000000000000000,-4.0000000000000000)           5
! CHECK: C        5010 [Bad complex value in item 1 of list input]             (1.00000000,2.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: C        5010 [Bad complex value in item 1 of list input]            (1.00000000,-1.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: C        5010 [Read kind 4 COMPLEX where kind 8 is required for item 2]             (1.00000000,2.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: C          -1 [End of file]             (1.00000000,2.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: C        5010 [Bad complex floating point number for item 1]            (1.00000000,-1.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: C        5010 [Bad repeat count in item 1 of list input]           (-1.00000000,-1.00000000)             (-2.0000000000000000,-2.0000000000000000)          -3
! CHECK: A            0  [] [abc ][d e ][f   ]
! CHECK: A           -1  [End of file] [it's][x   ][----]
! CHECK: A            0  [] [abc ][----][----]
! CHECK: A            0  [] [xy  ][xy  ][xy  ]
! CHECK: A         5010  [Invalid string input in item 1] [----][----][----]
! CHECK: A            0  [] [12ab][34  ][    ]
! CHECK: A            0  [] [x   ][----][y   ]
! CHECK: A           -1  [End of file] [----][----][----]
! CHECK: A            0  [] [----][----][----]
