! flang front door: an A output edit of a LOGICAL item of any kind writes
! the four bytes of a default LOGICAL, 1 or 0, as flang 19's runtime
! does (ftnio wrote the item's own kind bytes; progen --flang seeds 656,
! 874).  Other types keep their own bytes.
! RUN: %flangdiff %s | %fcheck %s
program write_a_logical_item
  implicit none
  logical(1) :: l1(2)
  logical(2) :: l2
  logical(4) :: l4
  logical(8) :: l8
  integer(1) :: i1
  integer(2) :: i2
  character(40) :: line
  integer :: k, j
  l1 = [.true., .false.]
  l2 = .true.
  l4 = .false.
  l8 = .true.
  i1 = 65
  i2 = 16706
  do k = 1, 9
    line = ''
    select case (k)
    case (1); write (line, '(a,"|",a,"|")') l1
    case (2); write (line, '(a,"|")') l2
    case (3); write (line, '(a,"|")') l4
    case (4); write (line, '(a,"|")') l8
    case (5); write (line, '(a2,"|")') l8
    case (6); write (line, '(a6,"|")') l2
    case (7); write (line, '(a1,"|")') l1(1)
    case (8); write (line, '(a,"|",a,"|")') i1, i2
    case (9); write (line, '(a3,"|")') i2
    end select
    print '(40(1x,z2.2))', (ichar(line(j:j)), j=1, 12)
  end do
end program write_a_logical_item
! CHECK: 01 00 00 00 7C 00 00 00 00 7C 20 20
! CHECK-NEXT: 01 00 00 00 7C 20 20 20 20 20 20 20
! CHECK-NEXT: 00 00 00 00 7C 20 20 20 20 20 20 20
! CHECK-NEXT: 01 00 00 00 7C 20 20 20 20 20 20 20
! CHECK-NEXT: 01 00 7C 20 20 20 20 20 20 20 20 20
! CHECK-NEXT: 20 20 01 00 00 00 7C 20 20 20 20 20
! CHECK-NEXT: 01 7C 20 20 20 20 20 20 20 20 20 20
! CHECK-NEXT: 41 7C 42 41 7C 20 20 20 20 20 20 20
! CHECK-NEXT: 20 42 41 7C 20 20 20 20 20 20 20 20
