! SPDX-License-Identifier: MIT
! Benchmark: INQUIRE statements in a loop (perf/).
!
! Programs ask INQUIRE in their inner loops more often than one would
! think: whether a unit is open before writing to it, whether a file
! exists before opening it.  Neither pattern is I/O, so neither was tuned
! with the transfer statements.  STATEMENTS times each:
!   INQUIRE(UNIT=u, OPENED=o) of a connected unit (no system call), and
!   INQUIRE(FILE=name, EXIST=e) of an existing file (a stat(2) to find a
!   unit connected to it and an access(2) for EXIST=, in either library).
!
! Usage: inquire [STATEMENTS]   (default 1000000)
! Output (unit 0, see perf/README.md):
!   RESULT inquire checksum <units found open + files found>
!   RESULT inquire unit/s <INQUIRE(UNIT=) statements per second>
!   RESULT inquire file/s <INQUIRE(FILE=) statements per second>
program inquire_bench
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  integer(int64) :: statements, files, k, checksum, t0, t1, t2, t3, rate
  integer :: u
  logical :: opened, exists

  statements = int_argument(1, 1000000_int64)
  files = max(statements / 10, 1_int64)  ! each makes two system calls
  checksum = 0
  open (newunit=u, file='inquire_bench.txt', status='replace')
  call system_clock(t0, rate)
  do k = 1, statements
    inquire (unit=u, opened=opened)
    if (opened) checksum = checksum + 1
  end do
  call system_clock(t1)
  call system_clock(t2)
  do k = 1, files
    inquire (file='inquire_bench.txt', exist=exists)
    if (exists) checksum = checksum + 1
  end do
  call system_clock(t3)
  close (u, status='delete')

  write (0, *) 'RESULT inquire checksum ', checksum
  write (0, *) 'RESULT inquire unit/s ', &
    real(statements, real64) / seconds(t1 - t0)
  write (0, *) 'RESULT inquire file/s ', &
    real(files, real64) / seconds(t3 - t2)

contains

  include 'seconds.inc'
  include 'int_argument.inc'
end program inquire_bench
