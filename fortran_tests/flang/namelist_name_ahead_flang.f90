! flang front door: where namelist input has the next object's name in
! the place of a value, flang 19's runtime takes it for the end of the
! object's values only in an array or a derived type.  A scalar reads it
! as its value: a bad INTEGER, LOGICAL or REAL value (IOSTAT 1001, 1030),
! the group's end "&end" as an empty one.  Where it is an array's or a
! derived type's first value the READ ends there without an error,
! assigning nothing more ("k= j=5/" leaves j as it was); after a value it
! ends the object as before.  ftnio took the name as the next object in
! every case (progen --flang seeds 415, 714, 938, 1628).
! RUN: %flangdiff %s | %fcheck %s
program namelist_name_ahead_flang
  implicit none
  type t
    integer :: a, b
  end type
  integer :: i, j, ios, n, k(3)
  logical :: l
  real :: r
  complex :: z
  type(t) :: d
  character(80) :: msg
  character(20) :: in(3)
  character(20) :: cases(2, 12)
  namelist /g/ i, l, r, z, k, d, j
  cases(:, 1) = [character(20) :: '&g i =', ' j = 5 /']
  cases(:, 2) = [character(20) :: '&g l = j = 5 /', '']
  cases(:, 3) = [character(20) :: '&g r =', ' j = 5 /']
  cases(:, 4) = [character(20) :: '&g z = j(1) = 5 /', '']
  cases(:, 5) = [character(20) :: '&g i =', ' &end']
  cases(:, 6) = [character(20) :: '&g l =', ' $end']
  cases(:, 7) = [character(20) :: '&g r = &end', '']
  cases(:, 8) = [character(20) :: '&g k =', ' j = 5 /']
  cases(:, 9) = [character(20) :: '&g k(2) = &end', '']
  cases(:, 10) = [character(20) :: '&g d = j = 5 /', '']
  cases(:, 11) = [character(20) :: '&g k = 1 j = 5 /', '']
  cases(:, 12) = [character(20) :: '&g d = 1 j = 5 /', '']
  do n = 1, size(cases, 2)
    i = -1; j = -1; k = -1; r = -1; d = t(-1, -1)
    in = ''
    in(1:2) = cases(:, n)
    in(3) = '/'
    msg = ''
    read (in, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,7i3)', ios, trim(msg), i, j, k, d
  end do
end program namelist_name_ahead_flang
! CHECK:1001 Bad character 'j' in INTEGER input field -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1001 Bad character 'j' in LOGICAL input field -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1030 Bad real input data at column 3 of record 2 -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1030 Bad real input data at column 9 of record 1 -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1001 Empty LOGICAL input field -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:1030 Bad real input data at column 8 of record 1 -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:0  -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:0  -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:0  -1 -1 -1 -1 -1 -1 -1
! CHECK-NEXT:0  -1  5  1 -1 -1 -1 -1
! CHECK-NEXT:0  -1  5 -1 -1 -1  1 -1
