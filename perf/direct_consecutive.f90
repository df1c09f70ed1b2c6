! SPDX-License-Identifier: MIT
! Benchmark: unformatted direct-access WRITE and READ of consecutive
! records (perf/).
!
! Writes RECORDS records of 128 bytes with REC=1, 2, ... to a scratch
! file, then reads them all back in the same order: the access of a
! program that goes through a direct-access file from start to end.  Both
! loops should be served by the buffer; a system call per statement (an
! fstat(2) per READ once) shows here as a rate several times lower.
!
! Usage: direct_consecutive [RECORDS]   (default 2000000)
! Output (unit 0, see perf/README.md):
!   RESULT direct_consecutive checksum <sum of the bytes read>
!   RESULT direct_consecutive writes/s <records written per second>
!   RESULT direct_consecutive reads/s <records read per second>
program direct_consecutive
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  integer, parameter :: reclen = 128    ! bytes per record
  integer(int8) :: rec(reclen)          ! one record
  integer(int64) :: records             ! records written and read
  integer(int64) :: k, checksum, t0, t1, t2, rate
  integer :: u

  records = int_argument(1, 2000000_int64)
  rec = 0_int8
  open (newunit=u, status='scratch', form='unformatted', access='direct', &
        recl=reclen, action='readwrite')
  call system_clock(t0, rate)
  do k = 1, records
    rec(1) = int(mod(k, 127_int64), int8)
    write (u, rec=k) rec
  end do
  call system_clock(t1)
  checksum = 0
  do k = 1, records
    read (u, rec=k) rec
    checksum = checksum + rec(1)
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT direct_consecutive checksum ', checksum
  write (0, *) 'RESULT direct_consecutive writes/s ', &
    real(records, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT direct_consecutive reads/s ', &
    real(records, real64) / seconds(t2 - t1)

contains

  real(real64) function seconds(ticks)
    integer(int64), intent(in) :: ticks
    seconds = max(real(ticks, real64) / real(rate, real64), 1.0e-9_real64)
  end function seconds

  include 'int_argument.inc'
end program direct_consecutive
