! SPDX-License-Identifier: MIT
! Benchmark: unformatted direct-access WRITE and READ (perf/).
!
! MODE scattered: writes RECORDS records of 64 bytes with REC=1, 2, ... to
! a scratch file, then reads RECORDS/10 of them in a scattered order
! (REC = 1 + k * 7919 mod RECORDS, k = 0, 1, ...: all different, because
! 7919 is prime and does not divide RECORDS), the access of a program
! that looks records up by key.  The reads are fewer because libgfortran
! takes 7 µs for each.
! MODE consecutive: writes RECORDS records of 128 bytes with REC=1, 2, ...
! and reads them all back in the same order, the access of a program that
! goes through a direct-access file from start to end.  Both loops should
! be served by the buffer; a system call per statement (an fstat(2) per
! READ once) shows here as a rate several times lower.
!
! Usage: direct_access MODE [RECORDS]
!   (default RECORDS 4000000 scattered, 2000000 consecutive)
! Output (unit 0, see perf/README.md), NAME direct_access (scattered) or
! direct_consecutive:
!   RESULT NAME checksum <sum of the bytes read (consecutive: of the
!                         first byte of each record)>
!   RESULT NAME writes/s <records written per second>
!   RESULT NAME reads/s <records read per second>
program direct_access
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  character(len=16) :: mode             ! scattered or consecutive
  character(len=:), allocatable :: name ! the RESULT name
  logical :: scattered                  ! mode is scattered
  integer :: reclen                     ! bytes per record
  integer(int8), allocatable :: rec(:)  ! one record
  integer(int64) :: records             ! records written
  integer(int64) :: reads               ! records read
  integer(int64) :: k, r, checksum, t0, t1, t2, rate
  integer :: u

  call get_command_argument(1, mode)
  scattered = mode /= 'consecutive'
  if (scattered) then
    name = 'direct_access'
    reclen = 64
    records = int_argument(2, 4000000_int64)
    if (mod(records, 7919_int64) == 0) records = records + 1  ! see above
    reads = max(records / 10, 1_int64)
  else
    name = 'direct_consecutive'
    reclen = 128
    records = int_argument(2, 2000000_int64)
    reads = records
  end if
  allocate (rec(reclen))
  rec = 0_int8
  open (newunit=u, status='scratch', form='unformatted', access='direct', &
        recl=reclen, action='readwrite')
  call system_clock(t0, rate)
  do k = 1, records
    if (scattered) then
      rec = int(mod(k, 127_int64), int8)
    else
      rec(1) = int(mod(k, 127_int64), int8)
    end if
    write (u, rec=k) rec
  end do
  call system_clock(t1)
  checksum = 0
  do k = 0, reads - 1
    if (scattered) then
      r = 1 + mod(k * 7919_int64, records)
      read (u, rec=r) rec
      checksum = checksum + sum(int(rec, int64))
    else
      read (u, rec=k + 1) rec
      checksum = checksum + rec(1)
    end if
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT ' // name // ' checksum ', checksum
  write (0, *) 'RESULT ' // name // ' writes/s ', &
    real(records, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT ' // name // ' reads/s ', &
    real(reads, real64) / seconds(t2 - t1)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program direct_access
