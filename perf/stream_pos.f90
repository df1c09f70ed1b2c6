! SPDX-License-Identifier: MIT
! Benchmark: unformatted stream access at POS=, one small item a statement
! (perf/).
!
! Binary files with a layout of their own (headers, index tables, records
! of a fixed size found by arithmetic) are read and written at POS=: each
! statement names where its integer goes.  STATEMENTS WRITEs of one
! integer(4) at POS= going round a 4000-byte table of a scratch file
! opened with ACCESS='STREAM' (POS = 1 + 4 * mod(k, 1000)), then as many
! READs at POS= scattered over it (POS = 1 + 4 * mod(k * 13, 1000)).  The
! table stays in the buffer: what is left is the cost of a statement at
! POS=, which the positioned lane (libio/transfer/positioned_lane.h)
! takes without the general start.  (Scattered WRITEs would measure
! system calls: the buffer keeps one range of bytes to write back, and
! both libraries write it back when a WRITE lands apart from it.)
!
! Usage: stream_pos [STATEMENTS]   (default 2000000)
! Output (unit 0, see perf/README.md):
!   RESULT stream_pos checksum <sum of the integers read>
!   RESULT stream_pos write/s <statements per second>
!   RESULT stream_pos read/s <statements per second>
program stream_pos_bench
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
    write (u, pos=1 + 4 * mod(k, 1000_int64)) v
  end do
  call system_clock(t1)
  do k = 1, statements
    read (u, pos=1 + 4 * mod(k * 13, 1000_int64)) v
    checksum = checksum + v
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT stream_pos checksum ', checksum
  write (0, *) 'RESULT stream_pos write/s ', &
    real(statements, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT stream_pos read/s ', &
    real(statements, real64) / seconds(t2 - t1)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program stream_pos_bench
