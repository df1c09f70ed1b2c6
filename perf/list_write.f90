! SPDX-License-Identifier: MIT
! Benchmark: list-directed WRITE throughput for integers and reals (perf/).
!
! Each statement writes one record of numeric items to unit 6 (which the
! caller redirects to a file or /dev/null), so the figure is dominated by
! the list-directed conversion and the per-statement cost of a PRINT-like
! WRITE.  Values vary from line to line so the conversions cannot take a
! single fast path: integer magnitudes range over all digit counts and the
! reals cover many exponents.
!
! Usage: list_write MODE [LINES]
!   MODE  mixed  write (6,*) i, x, d   integer(4), real(4), real(8)
!         int    write (6,*) i, j, k   integer(4), integer(4), integer(8)
!         real   write (6,*) d, e      real(8), real(8)
!   LINES records to write (default 500000).
! Output (unit 0, see perf/README.md):
!   RESULT list_write_<MODE> lines/s <records per second>
program list_write
  use, intrinsic :: iso_fortran_env, only: int32, int64, real32, real64
  implicit none
  character(len=16) :: mode        ! mixed, int or real
  integer(int64) :: lines          ! records to write
  integer(int64) :: t0, t1, rate
  real(real64) :: seconds          ! wall time of the write loop

  call get_command_argument(1, mode)
  lines = int_argument(2, 500000_int64)

  call system_clock(t0, rate)
  select case (mode)
  case ('mixed')
    call write_mixed(lines)
  case ('int')
    call write_int(lines)
  case ('real')
    call write_real(lines)
  case default
    write (0, *) 'usage: list_write mixed|int|real [LINES]'
    error stop 2
  end select
  call system_clock(t1)

  seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
  write (0, *) 'RESULT list_write_'//trim(mode)//' lines/s ', &
    real(lines, real64) / seconds

contains

  ! One integer and two reals per record, the classic "print *, i, x, d".
  subroutine write_mixed(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    integer(int32) :: i
    real(real32) :: x
    real(real64) :: d
    do n = 1, count
      i = int(mod(n * 7919_int64, 2000000011_int64), int32) - 1000000000
      x = real(n, real32) * 0.37_real32
      d = 12345.678_real64 / real(n, real64)
      write (6, *) i, x, d
    end do
  end subroutine write_mixed

  ! Integers only: every digit count from 1 to 10 (19 for the 64-bit one).
  subroutine write_int(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n, k
    integer(int32) :: i, j
    do n = 1, count
      i = int(n, int32)
      j = -int(mod(n * n, 2147483647_int64), int32)
      k = n * 1000003_int64 * 1000003_int64
      write (6, *) i, j, k
    end do
  end subroutine write_int

  ! Double precision only, small and large exponents, exact and inexact.
  subroutine write_real(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    real(real64) :: d, e
    do n = 1, count
      d = real(n, real64) / 7.0_real64
      e = 1.0e-5_real64 * real(n, real64)**3
      write (6, *) d, e
    end do
  end subroutine write_real

  include 'int_argument.inc'

end program list_write
