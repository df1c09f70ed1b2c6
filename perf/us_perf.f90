! SPDX-License-Identifier: MIT
! Benchmark: unformatted sequential WRITE throughput per record size (perf/).
!
! For every record size n = 4 B, 8 B, ..., 512 KiB the program writes
! loops(n) = 10e6 * log(n+1) / (4n+8) records of n bytes to a fresh scratch
! file, the weighting of the 2009 libgfortran unformatted-I/O benchmark: small
! records get many repetitions, so per-statement overhead dominates there
! while large records measure the bulk copy path.  The time includes CLOSE, so
! buffered bytes that still have to reach the kernel are paid for.
!
! Usage: us_perf [SCALE]   SCALE (default 1.0) multiplies every loop count.
! Output (unit 0, one line per size, see perf/README.md):
!   RESULT us_perf MB/s n= <n> <megabytes per second>
! where a megabyte is 1e6 bytes of record data (markers not counted).
program us_perf
  use, intrinsic :: iso_fortran_env, only: int8, int64, real64
  implicit none
  integer, parameter :: min_log2 = 2   ! smallest record: 2**2 = 4 bytes
  integer, parameter :: max_log2 = 19  ! largest record: 2**19 = 512 KiB
  real(real64) :: scale                ! multiplier on every loop count
  real(real64) :: seconds              ! wall time of one record size
  integer(int8), allocatable :: rec(:) ! the record written, n bytes
  integer(int64) :: n                  ! record size in bytes
  integer(int64) :: loops              ! records written for this size
  integer(int64) :: i, t0, t1, rate
  integer :: k, u

  scale = scale_argument()
  do k = min_log2, max_log2
    n = 2_int64**k
    loops = int(scale * 10.0e6_real64 * log(real(n + 1, real64)) &
                / real(4 * n + 8, real64), int64)
    loops = max(loops, 1_int64)
    allocate (rec(n))
    ! Non-constant contents so nothing can be elided or compressed away.
    do i = 1, n
      rec(i) = int(mod(i * 7 + k, 127_int64), int8)
    end do

    open (newunit=u, status='scratch', form='unformatted', &
          access='sequential', action='readwrite')
    call system_clock(t0, rate)
    do i = 1, loops
      write (u) rec
    end do
    close (u)
    call system_clock(t1)

    seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
    write (0, *) 'RESULT us_perf MB/s n=', n, &
      real(n, real64) * real(loops, real64) / 1.0e6_real64 / seconds
    deallocate (rec)
  end do

contains

  ! The optional first command argument as a positive real, else 1.0.
  ! The text is parsed by hand rather than with an internal READ so that the
  ! benchmark needs no formatted input from the library under test.
  function scale_argument() result(s)
    real(real64) :: s
    character(len=64) :: arg
    integer :: length, status
    call get_command_argument(1, arg, length, status)
    s = 1.0_real64
    if (status /= 0 .or. length == 0) return
    s = parse_decimal(arg(1:length))
    if (s <= 0.0_real64) s = 1.0_real64
  end function scale_argument

  ! A plain decimal "123.45" (no sign, no exponent); anything else gives 0.
  pure function parse_decimal(text) result(v)
    character(len=*), intent(in) :: text
    real(real64) :: v, place
    integer :: j, digit
    logical :: after_point
    v = 0.0_real64
    place = 1.0_real64
    after_point = .false.
    do j = 1, len(text)
      if (text(j:j) == '.' .and. .not. after_point) then
        after_point = .true.
        cycle
      end if
      digit = iachar(text(j:j)) - iachar('0')
      if (digit < 0 .or. digit > 9) then
        v = 0.0_real64
        return
      end if
      if (after_point) then
        place = place / 10.0_real64
        v = v + digit * place
      else
        v = v * 10.0_real64 + digit
      end if
    end do
  end function parse_decimal

end program us_perf
