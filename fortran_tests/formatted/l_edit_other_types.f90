! L editing of items that are not LOGICAL (a GNU extension libgfortran
! accepts at run time): WRITE tests the item's first kind bytes (a
! CHARACTER item's first character) and writes T when any is nonzero;
! READ stores the value as an integer of the item's kind.
! RUN: %fdiff %s | %fcheck %s
program l_edit_other_types
  implicit none
  character(len=4) :: c
  character(len=1) :: z = achar(0)
  character(kind=4, len=2) :: c4 = 4_'ab'
  integer :: ios, i = 0, j = -3
  integer(8) :: k = 2_8**40
  real :: r = 1.5, r0 = 0.0
  real(8) :: d = -0.0d0
  complex :: zc = (0.0, 1.0)
  character(len=2) :: buf1 = 'T', buf2 = 'F', buf3 = '.T'
  c = '!3X4'
  write(*, '(L1,1x,L3)', iostat=ios) c, c
  print *, ios
  write(*, '(L0)', iostat=ios) '.0'
  print *, ios
  write(*, '(L2,L2,L2,L2,L2,L2,L2,L2,L2,L2)', iostat=ios) z, c4, i, j, k, r, r0, d, zc
  print *, ios
  c = 'abcd'
  read(buf1, '(L1)', iostat=ios) c
  print *, ios, iachar(c(1:1)), c(2:4)
  read(buf2, '(L1)', iostat=ios) i
  print *, ios, i
  i = 9
  read(buf3, '(L2)', iostat=ios) i
  print *, ios, i
  read(buf1, '(L1)', iostat=ios) r
  print '(i3,1x,z8.8)', ios, r
end program l_edit_other_types
! CHECK:T   T
! CHECK:           0
! CHECK:T
! CHECK:           0
! CHECK: F T F T T T F T F T
! CHECK:           0
! CHECK:           0           1 bcd
! CHECK:           0           0
! CHECK:           0           1
! CHECK:  0 00000001
