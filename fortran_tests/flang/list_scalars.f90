! flang front door: list-directed WRITE of scalars of every intrinsic type
! and kind flang passes one by one (OutputInteger8..64, OutputReal32/64,
! OutputComplex32/64, OutputLogical, OutputAscii), in flang's layout.
! RUN: %flangdiff %s | %fcheck %s
program list_scalars
  implicit none
  integer(1) :: i1 = -12
  integer(2) :: i2 = 1234
  integer(4) :: i4 = -2147483647 - 1
  integer(8) :: i8 = 9223372036854775807_8
  real(4) :: r4 = 2.5
  real(8) :: r8 = -1.0d0 / 3.0d0
  complex(4) :: c4 = (1.5, -2.0)
  complex(8) :: c8 = (0.1d0, 1.0d100)
  logical :: t = .true., f = .false.
  character(5) :: s = 'abc'
  print *, i1, i2, i4, i8
  print *, r4, r8, -0.0, 0.0d0
  print *, c4, c8
  print *, t, f, s, 'x', 'y', 1, 'z'
  write (*, *) 'mixed:', i4, r4, s
  write (6, *)
  print *, 42
end program list_scalars
! CHECK: -12 1234 -2147483648 9223372036854775807
! CHECK-NEXT: 2.5 -.3333333333333333 -0. 0.
! CHECK-NEXT: (1.5,-2.) (.1,1.E+100)
! CHECK-NEXT: T F abc  xy 1 z
! CHECK-NEXT: mixed: -2147483648 2.5 abc  
! CHECK-EMPTY:
! CHECK-NEXT: 42
