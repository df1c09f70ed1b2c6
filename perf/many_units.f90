! SPDX-License-Identifier: MIT
! Benchmark: many units open at once, each written a little (perf/).
!
! Opens UNITS scratch files at once (formatted or unformatted sequential),
! writes one short record to each, then closes them all.  perf/run reports
! the peak resident memory of every program; this one shows what each
! open unit's buffer costs.
!
! Usage: many_units MODE [UNITS]   MODE formatted or unformatted,
!                                  UNITS default 1000
! Output (unit 0, see perf/README.md):
!   RESULT many_units units <units opened>
!   RESULT many_units units/s <units opened, written and closed per second>
program many_units
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  integer, allocatable :: units(:)
  integer(int64) :: n, k, t0, t1, rate
  character(len=16) :: mode
  logical :: formatted

  call get_command_argument(1, mode)
  formatted = mode /= 'unformatted'
  n = int_argument(2, 1000_int64)
  allocate (units(n))
  call system_clock(t0, rate)
  do k = 1, n
    if (formatted) then
      open (newunit=units(k), status='scratch', form='formatted')
      write (units(k), '(a,i0)') 'unit ', k
    else
      open (newunit=units(k), status='scratch', form='unformatted')
      write (units(k)) k, 2 * k
    end if
  end do
  do k = 1, n
    close (units(k))
  end do
  call system_clock(t1)

  write (0, *) 'RESULT many_units units ', n
  write (0, *) 'RESULT many_units units/s ', real(n, real64) &
    / max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)

contains

  include 'int_argument.inc'
end program many_units
