! List-directed output under ROUND= (OPEN or statement): libgfortran
! writes reals with its G editing in that rounding mode.  Random bit
! patterns (a fixed LCG) of REAL(4), REAL(8), REAL(10) and REAL(16), plus
! halfway-looking decimal values, as reals and as complex parts, in every
! rounding mode, with DECIMAL='COMMA' once; compared with libgfortran.
! RUN: %fdiff %s
program round_modes
  use, intrinsic :: iso_fortran_env, only: int32, int64, real32, real64
  implicit none
  character(len=10) :: modes(6) = [character(10) :: 'up', 'down', 'zero', &
                                   'nearest', 'compatible', 'processor_']
  integer(int64) :: seed = 12345_int64
  integer :: k, i
  real(real32) :: x4
  real(real64) :: x8
  real(10) :: x10
  real(16) :: x16
  integer(int32) :: b4
  integer(int64) :: b8
  modes(6) = 'processor_defined'
  do k = 1, 6
    do i = 1, 300
      b4 = int(ibits(next(), 0, 31), int32)
      if (mod(i, 2) == 0) b4 = -b4
      x4 = transfer(b4, x4)
      b8 = next()
      x8 = transfer(b8, x8)
      if (x4 /= x4 .or. abs(x4) > huge(x4)) x4 = real(i, real32) / 7
      if (x8 /= x8 .or. abs(x8) > huge(x8)) x8 = real(i, real64) / 3
      x10 = real(x8, 10) * 1.0000001_10
      x16 = real(x8, 16) / 3
      write (*, *, round=trim(modes(k))) x4, x8, x10, x16
      write (*, *, round=trim(modes(k))) cmplx(x4, -x4), cmplx(x8, 1.5_real64, real64)
    end do
    write (*, *, round=trim(modes(k))) 0.125, 2.5, -2.5, 0.5e-3, 1.0e10, 9.9999999, &
         0.0, -0.0, 1.0d0/3, 2.675d0, 1.0000000000000002d0, 99999999.5
    write (*, *, round=trim(modes(k)), decimal='comma') 1.25, (2.5, -0.35)
  end do
contains
  integer(int64) function next()
    seed = seed * 6364136223846793005_int64 + 1442695040888963407_int64
    next = seed
  end function next
end program round_modes
