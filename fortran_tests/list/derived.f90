! List-directed output of derived types without user-defined I/O: the
! components are written one by one, nested types and array components too.
! RUN: %fdiff %s | %fcheck %s
program derived
  implicit none
  type :: point
    real :: x, y
  end type
  type :: rec
    integer :: id
    character(len=4) :: tag
    type(point) :: p
    logical :: ok
    integer :: v(3)
  end type
  type(point) :: pt
  type(rec) :: r, rs(2)
  pt = point(1.5, -2.0)
  print *, pt
  r = rec(7, 'ab', point(0.25, 4.0), .true., [1, 2, 3])
  print *, r
  print *, 'r%p =', r%p, 'id', r%id
  rs(1) = r
  rs(2) = rec(-1, 'wxyz', point(1e10, 0.0), .false., [4, 5, 6])
  print *, rs
  print *, rs%id, rs(2)%v
  write (*, *) rs(2)%p, rs(1)%tag
end program derived
! CHECK:   1.50000000      -2.00000000{{    }}
! CHECK-NEXT:           7 ab    0.250000000       4.00000000     T           1           2           3
! CHECK-NEXT: r%p =  0.250000000       4.00000000     id           7
! CHECK-NEXT:           7 ab    0.250000000       4.00000000     T           1           2           3          -1 wxyz   1.00000000E+10   0.00000000     F           4           5           6
! CHECK-NEXT:           7          -1           4           5           6
! CHECK-NEXT:   1.00000000E+10   0.00000000     ab{{  }}
