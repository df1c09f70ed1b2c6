! flang front door: internal files: a CHARACTER scalar and arrays
! (BeginInternalArray*), sections with strides, formatted and
! list-directed, WRITE and READ.
! RUN: %flangdiff %s | %fcheck %s
program internal_io
  implicit none
  character(20) :: s
  character(6) :: rec(4)
  integer :: i, n(4), m
  real :: x
  write (s, '(i4, f8.2, a)') 12, 3.5, 'ab'
  print '(3a)', '[', s, ']'
  read (s, '(i4, f8.2)') m, x
  print '(i0, 1x, f0.2)', m, x
  write (s, *) 7, 'z', 1.25
  print '(3a)', '[', s, ']'
  rec = '......'
  write (rec, '(i6)') (10 * i, i = 1, 4)
  print '(4("[", a, "]"))', rec
  read (rec, '(i6)') n
  print '(4(i0, 1x))', n
  rec = '......'
  write (rec(1:4:2), '(a)') 'first', 'third'
  print '(4("[", a, "]"))', rec
  rec = ['1 2   ', '3     ', '4 5 6 ', '      ']
  n = 0
  read (rec, *) n
  print '(4(i0, 1x))', n
  write (rec, '(a3)') 'a', 'b', 'c', 'd'
  print '(4("[", a, "]"))', rec
end program internal_io
! CHECK:[  12    3.50ab      ]
! CHECK-NEXT:12 3.50
! CHECK-NEXT:[ 7 z 1.25           ]
! CHECK-NEXT:[    10][    20][    30][    40]
! CHECK-NEXT:10 20 30 40
! CHECK-NEXT:[first ][......][third ][......]
! CHECK-NEXT:1 2 3 4
! CHECK-NEXT:[  a   ][  b   ][  c   ][  d   ]
