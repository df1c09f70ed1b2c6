! SPDX-License-Identifier: MIT
! Benchmark: reading a sequential file backwards with BACKSPACE (perf/).
!
! Writes RECORDS records to a scratch file (untimed), then reads them from
! the last to the first: BACKSPACE, READ, BACKSPACE per record.  Every
! step moves back before the data already buffered, so each READ is a
! buffer miss: this measures what a miss costs.  Unformatted records of 64
! bytes, then formatted lines of about 20 characters.
!
! Usage: backspace [RECORDS]   (default 100000)
! Output (unit 0, see perf/README.md):
!   RESULT backspace checksum <sum over the records read>
!   RESULT backspace unformatted/s <records read per second>
!   RESULT backspace formatted/s <records read per second>
program backspace_bench
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  integer(int8) :: rec(64)       ! one unformatted record
  character(len=40) :: line      ! one formatted record
  integer(int64) :: records, k, checksum, t0, t1, t2, t3, rate
  integer :: u, v

  records = int_argument(1, 100000_int64)
  checksum = 0
  open (newunit=u, status='scratch', form='unformatted', action='readwrite')
  do k = 1, records
    rec = int(mod(k, 100_int64), int8)
    write (u) rec
  end do
  call system_clock(t0, rate)
  do k = 1, records
    backspace (u)
    read (u) rec
    checksum = checksum + rec(1)
    backspace (u)
  end do
  call system_clock(t1)
  close (u)

  open (newunit=v, status='scratch', form='formatted', action='readwrite')
  do k = 1, records
    write (v, '(a,i0)') 'line number ', k
  end do
  call system_clock(t2)
  do k = 1, records
    backspace (v)
    read (v, '(a)') line
    checksum = checksum + len_trim(line)
    backspace (v)
  end do
  call system_clock(t3)
  close (v)

  write (0, *) 'RESULT backspace checksum ', checksum
  write (0, *) 'RESULT backspace unformatted/s ', &
    real(records, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT backspace formatted/s ', &
    real(records, real64) / seconds(t3 - t2)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program backspace_bench
