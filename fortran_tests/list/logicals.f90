! List-directed LOGICAL output of every kind, alone and next to other items.
! RUN: %fdiff %s | %fcheck %s
program logicals
  implicit none
  logical(1) :: l1
  logical(2) :: l2
  logical(4) :: l4
  logical(8) :: l8
  logical(16) :: l16
  l1 = .true.; l2 = .false.; l4 = .true.; l8 = .false.; l16 = .true.
  print *, l1, l2, l4, l8, l16
  print *, .not. l1, .not. l2, .not. l4, .not. l8, .not. l16
  print *, .true.
  print *, 1, .false., 'c', .true., 2.0
  write (*, *) l1
  write (6, *) l16, l8
end program logicals
! CHECK: T F T F T
! CHECK-NEXT: F T F T F
! CHECK-NEXT: T
! CHECK-NEXT:           1 F c T   2.00000000{{    }}
! CHECK-NEXT: T
! CHECK-NEXT: T F
