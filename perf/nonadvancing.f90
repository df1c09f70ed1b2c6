! SPDX-License-Identifier: MIT
! Benchmark: a text file read one character a statement (perf/).
!
! Hand-written parsers read their input with
! read(u,'(a1)',advance='no',iostat=ios) c until the end of each record
! (IOSTAT_EOR) and of the file: LINES lines of 43 characters are written
! to a scratch file (untimed) and read back that way.
!
! Usage: nonadvancing [LINES]   (default 50000)
! Output (unit 0, see perf/README.md):
!   RESULT nonadvancing checksum <characters read + records ended>
!   RESULT nonadvancing chars/s <statements per second>
program nonadvancing_bench
  use, intrinsic :: iso_fortran_env, only: int64, real64, iostat_end, &
                                           iostat_eor
  implicit none
  integer(int64) :: lines, k, checksum, statements, t0, t1, rate
  integer :: u, ios
  character :: c

  lines = int_argument(1, 50000_int64)
  open (newunit=u, status='scratch', form='formatted', action='readwrite')
  do k = 1, lines
    write (u, '(a)') 'the quick brown fox jumps over the lazy dog'
  end do
  rewind (u)
  checksum = 0
  statements = 0
  call system_clock(t0, rate)
  do
    read (u, '(a1)', advance='no', iostat=ios) c
    statements = statements + 1
    if (ios == iostat_end) exit
    if (ios == iostat_eor .or. ios == 0) checksum = checksum + 1
  end do
  call system_clock(t1)
  close (u)

  write (0, *) 'RESULT nonadvancing checksum ', checksum
  write (0, *) 'RESULT nonadvancing chars/s ', &
    real(statements, real64) / seconds(t1 - t0)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program nonadvancing_bench
