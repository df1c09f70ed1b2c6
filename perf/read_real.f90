! SPDX-License-Identifier: MIT
! Benchmark: formatted and list-directed READ of real(8) values (perf/).
!
! Writes LINES records of one real(8) each with '(es24.16)' to a scratch
! file (untimed), then reads them back one READ per record, which is the
! shape of most numeric input files.  Values cover exponents from 1e-30
! to 1e+30 and both signs, so the conversion cannot take one short path.
!
! Usage: read_real MODE [LINES]
!   MODE  list  read (u, *) x
!         list3 read (u, *) x, y, z, three values a record (SPEC CPU 2017
!               fotonik3d's input loop, with reals)
!         es    read (u, '(es24.16)') x
!   LINES records (default 500000).
! Output (unit 0, see perf/README.md):
!   RESULT read_real_<MODE> lines <records read>
!   RESULT read_real_<MODE> checksum <bits of the values read, folded>
!   RESULT read_real_<MODE> lines/s <records per second>
program read_real
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  character(len=16) :: mode          ! list, list3 or es
  integer(int64) :: lines            ! records to write and read
  integer(int64) :: count, checksum  ! records read, folded bits read
  integer(int64) :: t0, t1, rate
  real(real64) :: seconds            ! wall time of the read loop
  integer :: u

  call get_command_argument(1, mode)
  if (mode /= 'list' .and. mode /= 'list3' .and. mode /= 'es') then
    write (0, *) 'usage: read_real list|list3|es [LINES]'
    error stop 2
  end if
  lines = int_argument(2, 500000_int64)

  open (newunit=u, status='scratch', form='formatted', action='readwrite')
  call write_values(u, lines, merge(3, 1, mode == 'list3'))
  rewind (u)

  call system_clock(t0, rate)
  if (mode == 'list') then
    call read_list(u, count, checksum)
  else if (mode == 'list3') then
    call read_list3(u, count, checksum)
  else
    call read_es(u, count, checksum)
  end if
  call system_clock(t1)
  close (u)

  seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
  write (0, *) 'RESULT read_real_'//trim(mode)//' lines ', count
  write (0, *) 'RESULT read_real_'//trim(mode)//' checksum ', checksum
  write (0, *) 'RESULT read_real_'//trim(mode)//' lines/s ', &
    real(count, real64) / seconds

contains

  ! n records of per_line values each.
  subroutine write_values(unit, n, per_line)
    integer, intent(in) :: unit, per_line
    integer(int64), intent(in) :: n
    integer(int64) :: k, j
    real(real64) :: d(3)
    do k = 1, n
      do j = 1, per_line
        d(j) = value_of(per_line * (k - 1) + j)
      end do
      write (unit, '(3es24.16)') d(1:per_line)
    end do
  end subroutine write_values

  real(real64) function value_of(k)
    integer(int64), intent(in) :: k
    value_of = modulo(real(k, real64) * 0.6180339887498949_real64, &
                      1.0_real64)
    value_of = (value_of - 0.5_real64) * &
               10.0_real64**(int(mod(k * 7, 61_int64)) - 30)
  end function value_of

  ! Folds the bits of x into sum (rotate, then exclusive or).
  subroutine fold(sum, x)
    integer(int64), intent(inout) :: sum
    real(real64), intent(in) :: x
    sum = ieor(ishftc(sum, 1), transfer(x, sum))
  end subroutine fold

  subroutine read_list(unit, n, sum)
    integer, intent(in) :: unit
    integer(int64), intent(out) :: n, sum
    real(real64) :: x
    integer :: ios
    n = 0
    sum = 0
    do
      read (unit, *, iostat=ios) x
      if (ios /= 0) exit
      n = n + 1
      call fold(sum, x)
    end do
  end subroutine read_list

  subroutine read_list3(unit, n, sum)
    integer, intent(in) :: unit
    integer(int64), intent(out) :: n, sum
    real(real64) :: x, y, z
    integer :: ios
    n = 0
    sum = 0
    do
      read (unit, *, iostat=ios) x, y, z
      if (ios /= 0) exit
      n = n + 1
      call fold(sum, x)
      call fold(sum, y)
      call fold(sum, z)
    end do
  end subroutine read_list3

  subroutine read_es(unit, n, sum)
    integer, intent(in) :: unit
    integer(int64), intent(out) :: n, sum
    real(real64) :: x
    integer :: ios
    n = 0
    sum = 0
    do
      read (unit, '(es24.16)', iostat=ios) x
      if (ios /= 0) exit
      n = n + 1
      call fold(sum, x)
    end do
  end subroutine read_es

  include 'int_argument.inc'

end program read_real
