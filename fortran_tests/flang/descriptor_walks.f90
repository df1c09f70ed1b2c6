! flang front door: every walk over an array descriptor in array element
! order (one loop over the dimensions serves them all): rank-3 sections
! with negative and non-unit strides and a zero extent, for intrinsic
! items (whole rows of a contiguous first dimension at once), derived
! type items and a format given as a strided CHARACTER section; and a
! strided list WRITE that overruns its internal record part way.
! RUN: %flangdiff %s | %fcheck %s
program descriptor_walks
  implicit none
  type :: pt
    integer :: x
    character(2) :: t
  end type pt
  integer :: a(3, 2, 2), b(3, 2, 2), i, ios
  type(pt) :: p(2, 3)
  character(6) :: f(3, 2)
  character(30) :: line
  character(8) :: short
  a = reshape([(i, i = 1, 12)], [3, 2, 2])
  print '(12i3)', a
  print '(12i3)', a(3:1:-2, :, 2:1:-1)
  print '(12i3)', a(:, 2:1:-1, :)
  print '(a,12i3)', 'none', a(:, 2:1, :)
  write (line, *) a(1:3:2, :, 2)
  print '(a)', trim(line)
  b = 0
  read (line, *) b(3:1:-2, 2:1:-1, 1)
  print '(12i3)', b
  b = 0
  line = '1 2 3 4 5 6'
  read (line, *) b(:, 1, 2:1:-1)
  print '(12i3)', b
  p = reshape([(pt(i, achar(96 + i) // achar(64 + i)), i = 1, 6)], [2, 3])
  print '(3(i2,1x,a2,1x))', p(2, :)
  print '(6(i2,1x,a2,1x))', p(:, 3:1:-1)
  write (line, '(6(i2,a2))') p(2:1:-1, ::2)
  print '(a)', trim(line)
  line = '7xx8yy'
  read (line, '(2(i1,a2))') p(1, 3:2:-1)
  print '(6(i2,1x,a2,1x))', p
  f = '      '
  f(1, 1) = '(i3,'
  f(1, 2) = 'i4)'
  f(2, :) = 'zzzzzz'
  write (*, f(1, :)) 12, 345
  short = ''
  write (short, *, iostat=ios) a(3:1:-1, 1, :)
  print '(i0,1x,3a)', ios, '[', short, ']'
end program descriptor_walks
! CHECK:  1  2  3  4  5  6  7  8  9 10 11 12
! CHECK-NEXT:  9  7 12 10  3  1  6  4
! CHECK-NEXT:  4  5  6  1  2  3 10 11 12  7  8  9
! CHECK-NEXT:none
! CHECK-NEXT: 7 9 10 12
! CHECK-NEXT: 12  0 10  9  0  7  0  0  0  0  0  0
! CHECK-NEXT:  4  5  6  0  0  0  1  2  3  0  0  0
! CHECK-NEXT: 2 bB  4 dD  6 fF
! CHECK-NEXT: 5 eE  6 fF  3 cC  4 dD  1 aA  2 bB
! CHECK-NEXT: 2bB 1aA 6fF 5eE
! CHECK-NEXT: 1 aA  2 bB  8 yy  4 dD  7 xx  6 fF
! CHECK-NEXT: 12 345
! CHECK-NEXT:1004 [ 3 2 1 9]
