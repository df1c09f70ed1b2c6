! Namelist WRITE of every intrinsic type and kind, repeat counts, line
! breaks after five values, SIGN='PLUS' and DECIMAL='COMMA'.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_kinds
  implicit none
  integer(1) :: i1 = -7
  integer(2) :: i2 = 300
  integer(8) :: i8(3) = [1_8, 1_8, -huge(1_8)]
  integer(16) :: i16 = 12345678901234567890_16
  real(4) :: r4(6) = [0.0, -0.0, 1e30, 1e-30, 3.0, 3.0]
  real(8) :: r8 = 1d0/3d0
  real(10) :: r10 = 2.5_10
  real(16) :: r16 = -1.25_16
  complex(8) :: z8(2) = [(1d0, 2d0), (1d0, 2d0)]
  complex(10) :: z10 = (0.5_10, -0.5_10)
  logical(1) :: l1 = .true.
  logical(8) :: l8(4) = [.false., .true., .true., .true.]
  character(kind=4, len=2) :: w = 4_'ab'
  character(len=0) :: empty
  namelist /all/ i1, i2, i8, i16, r4, r8, r10, r16, z8, z10, l1, l8, empty
  namelist /wide/ w
  write (*, nml=all)
  open (10, file='plus.txt', sign='plus', decimal='comma')
  write (10, nml=all)
  close (10)
  open (11, file='wide.txt')
  write (11, nml=wide)
  close (11)
end program write_kinds
! CHECK:&ALL
! CHECK-NEXT: I1=-7  ,
! CHECK-NEXT: I2=300   ,
