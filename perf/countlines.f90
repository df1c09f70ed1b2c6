! SPDX-License-Identifier: MIT
! Benchmark: formatted sequential READ of whole lines, '(a)' (perf/).
!
! Counts the records of a text file with the idiom used by countless
! programs to slurp a file: read (u, '(a)', iostat=ios) line until IOSTAT
! reports end of file.  The buffer is wider than any generated line, so the
! figure measures record scanning, the A edit and the blank padding of the
! variable rather than truncation.
!
! Usage: countlines FILE
! Output (unit 0, see perf/README.md):
!   RESULT countlines lines <records read>
!   RESULT countlines lines/s <records per second>
program countlines
  use, intrinsic :: iso_fortran_env, only: int64, real64, iostat_end
  implicit none
  character(len=4096) :: path   ! file to count
  character(len=256) :: line    ! one record, blank padded
  integer(int64) :: count       ! records read so far
  integer(int64) :: t0, t1, rate
  real(real64) :: seconds       ! wall time from OPEN to CLOSE
  integer :: u, ios, length, status

  call get_command_argument(1, path, length, status)
  if (status /= 0 .or. length == 0) then
    write (0, *) 'usage: countlines FILE'
    error stop 2
  end if

  call system_clock(t0, rate)
  open (newunit=u, file=path(1:length), status='old', action='read', &
        form='formatted', access='sequential')
  count = 0
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    count = count + 1
  end do
  close (u)
  call system_clock(t1)

  ! Anything but a clean end of file is a failure, not a short count.
  if (ios /= iostat_end) then
    write (0, *) 'countlines: READ failed with IOSTAT=', ios, ' after', count
    error stop 1
  end if
  seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
  write (0, *) 'RESULT countlines lines ', count
  write (0, *) 'RESULT countlines lines/s ', real(count, real64) / seconds
end program countlines
