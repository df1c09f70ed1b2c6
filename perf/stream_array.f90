! SPDX-License-Identifier: MIT
! Benchmark: whole-array unformatted stream WRITE and READ (perf/).
!
! One real(8) array of MIB mebibytes is written with `write(u, pos=1) a`
! REPS times to a scratch file (access='stream'), then read back with
! `read(u, pos=1) a` REPS times: every statement moves the whole file, so
! the runtime should pass the array between the program and the kernel
! without copying it through a buffer.  The file is rewritten in place, so
! the writes measure the page cache's rewrite of existing pages.
!
! Usage: stream_array [MIB] [REPS]   (defaults 128 and 10)
! Output (unit 0, see perf/README.md):
!   RESULT stream_array checksum <sum over the array read>
!   RESULT stream_array write GB/s <1e9 bytes written per second>
!   RESULT stream_array read GB/s <1e9 bytes read per second>
program stream_array
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  real(real64), allocatable :: a(:)    ! the array, MIB MiB
  integer(int64) :: mib, reps, n, k, t0, t1, t2, rate
  real(real64) :: bytes                ! bytes moved by all REPS statements
  integer :: u

  mib = int_argument(1, 128_int64)
  reps = int_argument(2, 10_int64)
  n = mib * 131072_int64               ! real(8) elements in MIB MiB
  allocate (a(n))
  do k = 1, n
    a(k) = real(mod(k, 1000_int64), real64)
  end do
  bytes = 8.0_real64 * real(n, real64) * real(reps, real64)
  open (newunit=u, status='scratch', form='unformatted', access='stream', &
        action='readwrite')
  write (u, pos=1) a                   ! the file exists before the timing
  call system_clock(t0, rate)
  do k = 1, reps
    write (u, pos=1) a
  end do
  call system_clock(t1)
  a = 0
  do k = 1, reps
    read (u, pos=1) a
  end do
  call system_clock(t2)
  close (u)

  write (0, *) 'RESULT stream_array checksum ', sum(a)
  write (0, *) 'RESULT stream_array write GB/s ', &
    bytes / 1.0e9_real64 / seconds(t1 - t0)
  write (0, *) 'RESULT stream_array read GB/s ', &
    bytes / 1.0e9_real64 / seconds(t2 - t1)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program stream_array
