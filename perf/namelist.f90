! SPDX-License-Identifier: MIT
! Benchmark: namelist WRITE and READ of a small group in a loop (perf/).
!
! A program's parameters or checkpoints written and read as namelists:
! STATEMENTS times a WRITE of the group /g/ (an integer, a real(8) array
! of five, a string) to a scratch file, then as many READs of it back.
! The group is registered anew by every statement (the compiler's calls),
! so this measures that too.
!
! Usage: namelist [STATEMENTS]   (default 100000)
! Output (unit 0, see perf/README.md):
!   RESULT namelist checksum <sum of the integers read>
!   RESULT namelist write/s <statements per second>
!   RESULT namelist read/s <statements per second>
program namelist_bench
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  integer(int64) :: statements, k, checksum, t0, t1, t2, rate
  integer :: u, n
  real(real64) :: x(5)
  character(len=8) :: name
  namelist /g/ n, x, name

  statements = int_argument(1, 100000_int64)
  checksum = 0
  open (newunit=u, status='scratch', form='formatted', action='readwrite')
  call system_clock(t0, rate)
  do k = 1, statements
    n = int(k)
    x = real(k, real64) * 0.5_real64
    x(5) = 1.25_real64
    name = 'abc'
    write (u, nml=g)
  end do
  call system_clock(t1)
  rewind (u)
  do k = 1, statements
    read (u, nml=g)
    checksum = checksum + n
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT namelist checksum ', checksum
  write (0, *) 'RESULT namelist write/s ', &
    real(statements, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT namelist read/s ', &
    real(statements, real64) / seconds(t2 - t1)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program namelist_bench
