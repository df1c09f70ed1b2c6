! SPDX-License-Identifier: MIT
! Benchmark: unformatted direct-access WRITE and READ of small records
! (perf/).
!
! Writes RECORDS records of 64 bytes with REC=1, 2, ... to a scratch file,
! then reads RECORDS/10 of them in a scattered order (REC = 1 + k * 7919
! mod RECORDS, k = 0, 1, ...: all different, because 7919 is prime and
! does not divide RECORDS), the access of a program that looks records up
! by key.  The reads are fewer because libgfortran takes 7 µs for each.
!
! Usage: direct_access [RECORDS]   (default 4000000)
! Output (unit 0, see perf/README.md):
!   RESULT direct_access checksum <sum of the bytes read>
!   RESULT direct_access writes/s <records written per second>
!   RESULT direct_access reads/s <records read per second>
program direct_access
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  integer, parameter :: reclen = 64     ! bytes per record
  integer(int8) :: rec(reclen)          ! one record
  integer(int64) :: records             ! records written
  integer(int64) :: reads               ! records read
  integer(int64) :: k, r, checksum, t0, t1, t2, rate
  integer :: u

  records = int_argument(1, 4000000_int64)
  if (mod(records, 7919_int64) == 0) records = records + 1  ! see above
  reads = max(records / 10, 1_int64)
  open (newunit=u, status='scratch', form='unformatted', access='direct', &
        recl=reclen, action='readwrite')
  call system_clock(t0, rate)
  do k = 1, records
    rec = int(mod(k, 127_int64), int8)
    write (u, rec=k) rec
  end do
  call system_clock(t1)
  checksum = 0
  do k = 0, reads - 1
    r = 1 + mod(k * 7919_int64, records)
    read (u, rec=r) rec
    checksum = checksum + sum(int(rec, int64))
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT direct_access checksum ', checksum
  write (0, *) 'RESULT direct_access writes/s ', &
    real(records, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT direct_access reads/s ', &
    real(reads, real64) / seconds(t2 - t1)

contains

  real(real64) function seconds(ticks)
    integer(int64), intent(in) :: ticks
    seconds = max(real(ticks, real64) / real(rate, real64), 1.0e-9_real64)
  end function seconds

  include 'int_argument.inc'
end program direct_access
