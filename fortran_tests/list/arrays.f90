! List-directed output of arrays (transfer_array): whole 1-D and 2-D arrays,
! sections with strides (also negative), character, logical, complex and
! zero-size arrays, and arrays mixed with scalars.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program arrays
  implicit none
  integer :: a(10), m(3, 4), i, j, n
  integer(8) :: a8(4)
  integer(1) :: a1(5)
  real(4) :: r(4)
  real(8) :: d(3)
  character(len=3) :: s(4)
  character(len=0) :: e(3)
  logical :: l(5)
  complex(4) :: c(3)
  integer, allocatable :: z(:)
  a = [(i * i, i = 1, 10)]
  m = reshape([(i, i = 1, 12)], [3, 4])
  print *, a
  print *, m
  print *, a(2:9:3)
  print *, a(10:1:-2)
  print *, m(2, :)
  print *, m(:, 3)
  print *, m(1:3:2, 2:4:2)
  print *, transpose(m)
  a8 = [huge(1_8), -1_8, 0_8, 12345_8]; print *, a8
  a1 = [-127_1 - 1_1, -1_1, 0_1, 1_1, 127_1]; print *, a1
  r = [0.5, -1.0, 1e20, 3.0]; print *, r
  d = [0.1d0, 1d-20, -2d0]; print *, d
  s = ['one', 'two', 'six', 'ten']; print *, s
  print *, s(4:1:-1), '|'
  print *, s(2)(1:2), s(3:4)(2:3)
  e = ''; print *, '[', e, ']'
  l = [.true., .false., .true., .true., .false.]; print *, l
  print *, l(::2)
  c = [(1.0, 2.0), (-3.0, 0.5), (0.0, -0.0)]; print *, c
  allocate (z(0)); print *, z
  print *, 'empty:', z, 'end'
  n = 0; print *, a(1:n), m(1:n, :)
  print *, 'mix', a(1:3), 2.5, s(1:2), l(1:2), c(1)
  write (*, *) ((m(i, j), j = 1, 4), i = 1, 3)
end program arrays
! CHECK:           1           4           9          16          25          36          49          64          81         100
! CHECK-NEXT:           1           2           3           4           5           6           7           8           9          10          11          12
! CHECK-NEXT:           4          25          64
! CHECK-NEXT:         100          64          36          16           4
! CHECK-NEXT:           2           5           8          11
! CHECK-NEXT:           7           8           9
! CHECK-NEXT:           4           6          10          12
! CHECK-NEXT:           1           4           7          10           2           5           8          11           3           6           9          12
! CHECK-NEXT:  9223372036854775807                   -1                    0                12345
! CHECK-NEXT: -128   -1    0    1  127
! CHECK-NEXT:  0.500000000      -1.00000000       1.00000002E+20   3.00000000{{    }}
! CHECK-NEXT:  0.10000000000000001        9.9999999999999995E-021  -2.0000000000000000{{     }}
! CHECK-NEXT: onetwosixten
! CHECK-NEXT: tensixtwoone|
! CHECK-NEXT: twixen
! CHECK-NEXT: []
! CHECK-NEXT: T F T T F
! CHECK-NEXT: T T F
! CHECK-NEXT:             (1.00000000,2.00000000)           (-3.00000000,0.500000000)            (0.00000000,-0.00000000)
! CHECK-EMPTY:
! CHECK-NEXT: empty:end
! CHECK-EMPTY:
! CHECK-NEXT: mix           1           4           9   2.50000000     onetwo T F             (1.00000000,2.00000000)
! CHECK-NEXT:           1           4           7          10           2           5           8          11           3           6           9          12
