! SPDX-License-Identifier: MIT
! Benchmark: unformatted sequential READ of large records (perf/).
!
! Writes RECORDS records of SIZE bytes (an integer(1) array each) to a
! scratch file, untimed, then rewinds and reads them all back PASSES
! times.  Records larger than the buffer should go from the kernel
! straight into the program's array.
!
! Usage: us_read [RECORDS] [SIZE] [PASSES]   (defaults 512, 524288, 4)
! Output (unit 0, see perf/README.md):
!   RESULT us_read checksum <sum of the first and last byte of every record>
!   RESULT us_read MB/s <1e6 bytes of record data read per second>
program us_read
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  integer(int8), allocatable :: rec(:)  ! one record
  integer(int64) :: records, size, passes, i, k, p, checksum, t0, t1, rate
  integer :: u

  records = int_argument(1, 512_int64)
  size = int_argument(2, 524288_int64)
  passes = int_argument(3, 4_int64)
  allocate (rec(size))
  open (newunit=u, status='scratch', form='unformatted', &
        access='sequential', action='readwrite')
  do k = 1, records
    do i = 1, size
      rec(i) = int(mod(i * 7 + k, 127_int64), int8)
    end do
    write (u) rec
  end do
  checksum = 0
  call system_clock(t0, rate)
  do p = 1, passes
    rewind (u)
    do k = 1, records
      read (u) rec
      checksum = checksum + rec(1) + rec(size)
    end do
  end do
  call system_clock(t1)
  close (u)

  write (0, *) 'RESULT us_read checksum ', checksum
  write (0, *) 'RESULT us_read MB/s ', real(records * size * passes, real64) &
    / 1.0e6_real64 / max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)

contains

  include 'int_argument.inc'
end program us_read
