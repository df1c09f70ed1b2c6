! SPDX-License-Identifier: MIT
! Benchmark: unformatted stream access, one small item a statement (perf/).
!
! Binary files shared with C programs are often written and read an
! integer at a time: STATEMENTS WRITEs of one integer(4) to a scratch
! file opened with ACCESS='STREAM', then, after REWIND, as many READs.
! No record markers: what is left is the cost of a statement.
!
! Usage: stream_items [STATEMENTS]   (default 2000000)
! Output (unit 0, see perf/README.md):
!   RESULT stream_items checksum <sum of the integers read>
!   RESULT stream_items write/s <statements per second>
!   RESULT stream_items read/s <statements per second>
program stream_items_bench
  use, intrinsic :: iso_fortran_env, only: int32, int64, real64
  implicit none
  integer(int64) :: statements, k, checksum, t0, t1, t2, rate
  integer(int32) :: v
  integer :: u

  statements = int_argument(1, 2000000_int64)
  checksum = 0
  open (newunit=u, status='scratch', access='stream', form='unformatted', &
        action='readwrite')
  call system_clock(t0, rate)
  do k = 1, statements
    v = int(mod(k, 1000_int64), int32)
    write (u) v
  end do
  call system_clock(t1)
  rewind (u)
  do k = 1, statements
    read (u) v
    checksum = checksum + v
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT stream_items checksum ', checksum
  write (0, *) 'RESULT stream_items write/s ', &
    real(statements, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT stream_items read/s ', &
    real(statements, real64) / seconds(t2 - t1)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program stream_items_bench
