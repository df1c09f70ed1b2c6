! flang front door: arrays through OutputDescriptor and InputDescriptor:
! contiguous and strided sections, two dimensions, every intrinsic type.
! RUN: %flangdiff %s | %fcheck %s
program arrays
  implicit none
  integer :: a(10), m(3, 4), i
  integer(2) :: h(3) = [1_2, -2_2, 3_2]
  real(8) :: d(4)
  complex(4) :: c(2)
  logical :: l(3)
  character(3) :: s(3)
  character(40) :: line
  a = [(i * i, i = 1, 10)]
  m = reshape([(i, i = 1, 12)], [3, 4])
  d = [0.5d0, -1.0d0, 1d20, 3.0d0]
  c = [(1.0, 2.0), (-3.0, 0.5)]
  l = [.true., .false., .true.]
  s = ['one', 'two', 'six']
  print *, a
  print *, a(2:9:3), a(10:1:-3)
  print *, m
  print *, m(2, :), m(1:3:2, 2:4:2)
  print *, h, d, c, l, s
  write (*, '(5i4)') a
  write (*, '(4(f6.1))') d
  a = 0
  line = '1 2 3 4 5 6 7 8 9 10'
  read (line, *) a(1:10:2)
  print *, a
  m = 0
  line = '11 12 13 14 15 16'
  read (line, *) m(2, 1:3), m(:, 4)
  print *, m
end program arrays
! CHECK: 1 4 9 16 25 36 49 64 81 100
! CHECK-NEXT: 4 25 64 100 49 16 1
! CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11 12
! CHECK-NEXT: 2 5 8 11 4 6 10 12
! CHECK-NEXT: 1 -2 3 .5 -1. 1.E+20 3. (1.,2.) (-3.,.5) T F T onetwosix
! CHECK-NEXT:   1   4   9  16  25
! CHECK-NEXT:  36  49  64  81 100
! CHECK-NEXT:   0.5  -1.0******   3.0
! CHECK-NEXT: 1 0 2 0 3 0 4 0 5 0
! CHECK-NEXT: 0 11 0 0 12 0 0 13 0 14 15 16
