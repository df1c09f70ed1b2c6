! Namelist WRITE layout: scalars, arrays with repeat counts, strings with
! each DELIM= mode, DECIMAL='COMMA', derived types and arrays of them.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_layout
  implicit none
  type t
    integer :: k
    real :: r(2)
    character(3) :: s
  end type
  integer :: i = 42, ia(7) = [1,1,1,2,3,3,-4]
  integer(8) :: i8 = -123456789012_8
  integer(1) :: i1 = 5
  real :: x = 1.5, xa(3) = [1.0, 1.0, 2.5]
  real(8) :: d = -0.1d0
  complex :: z = (1.0, -2.0), za(2) = [(1.,1.),(1.,1.)]
  logical :: l = .true., la(3) = [.true., .false., .false.]
  character(5) :: c = 'ab"c'''
  character(2) :: ca(3) = ['xy','xy','zz']
  type(t) :: tt = t(7, [1.0, 2.0], 'abc'), ta(2)
  namelist /grp/ i, ia, i8, i1, x, xa, d, z, za, l, la, c, ca, tt, ta
  ta(1) = t(1, [3.0,3.0], 'q'); ta(2) = t(2, [4.0,5.0], 'r')
  write(*, nml=grp)
  open(10, file='o.txt', delim='apostrophe')
  write(10, nml=grp)
  close(10)
  open(10, file='o2.txt', delim='none')
  write(10, nml=grp)
  close(10)
  open(10, file='o3.txt', decimal='comma')
  write(10, nml=grp)
  close(10)
end program write_layout
! CHECK:&GRP
! CHECK-NEXT: I=42         ,
! CHECK-NEXT: IA= 3*1          ,2          , 2*3          ,-4         ,
! CHECK: C="ab""c'",
! CHECK-NEXT: CA= 2*"xy","zz",
! CHECK-NEXT: TT%K=7          ,
! CHECK: TA(2)%S="r  ",
! CHECK-NEXT: /
