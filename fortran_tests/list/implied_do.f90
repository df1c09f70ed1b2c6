! Implied-DO lists in list-directed output: simple, nested, with a step,
! with zero trips, and with expressions and strings inside.
! RUN: %fdiff %s | %fcheck %s
program implied_do
  implicit none
  integer :: i, j, n
  real :: x(5)
  x = [(real(i) / 2.0, i = 1, 5)]
  print *, (i, i = 1, 5)
  print *, (i, i = 10, 1, -3)
  print *, ((i * 10 + j, j = 1, 3), i = 1, 2)
  n = 0
  print *, 'zero trips:', (i, i = 1, n), '|'
  print *, (x(i), i = 5, 1, -2)
  print *, ('ab', i, i = 1, 3)
  print *, (i, x(i), i = 1, 2), 'tail'
  write (*, *) ((i, j, j = i, 3), i = 1, 3)
end program implied_do
! CHECK:           1           2           3           4           5
! CHECK-NEXT:          10           7           4           1
! CHECK-NEXT:          11          12          13          21          22          23
! CHECK-NEXT: zero trips:|
! CHECK-NEXT:   2.50000000       1.50000000      0.500000000{{    }}
! CHECK-NEXT: ab           1 ab           2 ab           3
! CHECK-NEXT:           1  0.500000000               2   1.00000000     tail
! CHECK-NEXT:           1           1           1           2           1           3           2           2           2           3           3           3
