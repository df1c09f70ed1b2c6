! SPDX-License-Identifier: MIT
! Benchmark: formatted WRITE throughput, to a unit and to an internal file
! (perf/).
!
! The external modes write one record per statement to unit 6 (which the
! caller redirects to a file), so the figure is the edit descriptors'
! conversions plus the per-statement cost of a formatted WRITE with a
! FORMAT it has run before (the format cache).  The internal mode is the
! classic integer-to-string idiom, where the per-statement cost dominates.
! Values vary from line to line over all digit counts and many exponents.
!
! Usage: formatted_write MODE [LINES]
!   MODE  int       write (6,'(3i12)') i, j, k     integer(4), (4), (8)
!         real      write (6,'(es24.16,f14.5,g20.10)') d, d/3, 1/d
!         internal  write (s,'(i0)') i, then len_trim(s) summed; the sum
!                   goes to unit 6 (both builds must agree on it)
!         a         write (6,'(a)') 'short string': one short record, the
!                   per-statement cost of a formatted WRITE and little else
!         i0        write (6,'(i0)') i: one integer per record
!   LINES statements to run (default 500000).
! Output (unit 0, see perf/README.md):
!   RESULT formatted_write_<MODE> lines/s <statements per second>
program formatted_write
  use, intrinsic :: iso_fortran_env, only: int32, int64, real64
  implicit none
  character(len=16) :: mode        ! int, real or internal
  integer(int64) :: lines          ! statements to run
  integer(int64) :: t0, t1, rate
  real(real64) :: seconds          ! wall time of the loop

  call get_command_argument(1, mode)
  lines = int_argument(2, 500000_int64)

  call system_clock(t0, rate)
  select case (mode)
  case ('int')
    call write_int(lines)
  case ('real')
    call write_real(lines)
  case ('internal')
    call write_internal(lines)
  case ('a')
    call write_a(lines)
  case ('i0')
    call write_i0(lines)
  case default
    write (0, *) 'usage: formatted_write int|real|internal|a|i0 [LINES]'
    error stop 2
  end select
  call system_clock(t1)

  seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
  write (0, *) 'RESULT formatted_write_'//trim(mode)//' lines/s ', &
    real(lines, real64) / seconds

contains

  ! Three integers per record, every digit count, both signs.
  subroutine write_int(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n, k
    integer(int32) :: i, j
    do n = 1, count
      i = int(n, int32)
      j = -int(mod(n * n, 2147483647_int64), int32)
      k = mod(n * 1000003_int64, 99999999999_int64)
      write (6, '(3i12)') i, j, k
    end do
  end subroutine write_int

  ! Double precision in E, F and G forms.
  subroutine write_real(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    real(real64) :: d
    do n = 1, count
      d = real(n, real64) * 1.2345678901_real64
      write (6, '(es24.16,f14.5,g20.10)') d, d / 3, 1 / d
    end do
  end subroutine write_real

  ! write(s,'(i0)') n: the number as a string.
  subroutine write_internal(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n, total
    character(len=24) :: s
    total = 0
    do n = 1, count
      write (s, '(i0)') n * 7919_int64
      total = total + len_trim(s)
    end do
    write (6, '(a,i0)') 'characters ', total
  end subroutine write_internal

  ! A short constant string per record.
  subroutine write_a(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    do n = 1, count
      write (6, '(a)') 'short string'
    end do
  end subroutine write_a

  ! One integer per record, every digit count.
  subroutine write_i0(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    do n = 1, count
      write (6, '(i0)') n * 7919_int64
    end do
  end subroutine write_i0

  include 'int_argument.inc'

end program formatted_write
