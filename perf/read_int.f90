! SPDX-License-Identifier: MIT
! Benchmark: list-directed READ of integers, one statement per line, from
! a file and from an internal file (perf/).
!
! Few values per statement: the figure is mostly the per-statement cost of
! a list-directed READ (statement start, unit lookup, record, finish).  The
! three-per-line external mode is the input loop of SPEC CPU 2017
! fotonik3d, `read(u,*) a(i), b(i), c(i)`.
!
! Usage: read_int MODE [LINES]
!   MODE  ext1  read (u,*) n          from a scratch file of one integer
!               per line, written first with '(i0)' (untimed)
!         ext3  read (u,*) a, b, c    three integers per line, '(3(1x,i0))'
!         int1  read (s,*) n          s is a character(24) holding one
!               integer (every statement reads a different one)
!         int3  read (s,*) a, b, c    s holds three integers
!   LINES statements to run (default 500000).
! Output (unit 0, see perf/README.md):
!   RESULT read_int_<MODE> lines <statements>
!   RESULT read_int_<MODE> checksum <sum of the values read>
!   RESULT read_int_<MODE> lines/s <statements per second>
program read_int
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  character(len=16) :: mode        ! ext1, ext3, int1 or int3
  integer(int64) :: lines          ! statements to run
  integer(int64) :: t0, t1, rate, sum
  real(real64) :: seconds          ! wall time of the loop
  integer :: u

  call get_command_argument(1, mode)
  lines = int_argument(2, 500000_int64)

  select case (mode)
  case ('ext1', 'ext3')
    call write_input(lines, mode == 'ext3', u)
  case ('int1', 'int3')
  case default
    write (0, *) 'usage: read_int ext1|ext3|int1|int3 [LINES]'
    error stop 2
  end select

  call system_clock(t0, rate)
  select case (mode)
  case ('ext1')
    sum = read_ext1(u, lines)
  case ('ext3')
    sum = read_ext3(u, lines)
  case ('int1')
    sum = read_int1(lines)
  case default
    sum = read_int3(lines)
  end select
  call system_clock(t1)
  if (mode(1:3) == 'ext') close (u)

  seconds = max(real(t1 - t0, real64) / real(rate, real64), 1.0e-9_real64)
  write (0, *) 'RESULT read_int_'//trim(mode)//' lines ', lines
  write (0, *) 'RESULT read_int_'//trim(mode)//' checksum ', sum
  write (0, *) 'RESULT read_int_'//trim(mode)//' lines/s ', &
    real(lines, real64) / seconds

contains

  ! The value of line n, column c: every digit count, both signs.
  pure integer function value_of(n, c)
    integer(int64), intent(in) :: n
    integer, intent(in) :: c
    value_of = int(mod(n * (7919_int64 + 104729_int64 * c), 2000000000_int64))
    if (mod(n + c, 3_int64) == 0) value_of = -value_of / 97
  end function value_of

  ! The scratch file, rewound for reading.
  subroutine write_input(count, three, unit)
    integer(int64), intent(in) :: count
    logical, intent(in) :: three
    integer, intent(out) :: unit
    integer(int64) :: n
    open (newunit=unit, status='scratch', form='formatted')
    do n = 1, count
      if (three) then
        write (unit, '(3(1x,i0))') value_of(n, 1), value_of(n, 2), &
          value_of(n, 3)
      else
        write (unit, '(i0)') value_of(n, 1)
      end if
    end do
    rewind (unit)
  end subroutine write_input

  integer(int64) function read_ext1(unit, count) result(s)
    integer, intent(in) :: unit
    integer(int64), intent(in) :: count
    integer(int64) :: n
    integer :: a
    s = 0
    do n = 1, count
      read (unit, *) a
      s = s + a
    end do
  end function read_ext1

  integer(int64) function read_ext3(unit, count) result(s)
    integer, intent(in) :: unit
    integer(int64), intent(in) :: count
    integer(int64) :: n
    integer :: a, b, c
    s = 0
    do n = 1, count
      read (unit, *) a, b, c
      s = s + a + 2 * b + 3 * c
    end do
  end function read_ext3

  ! The texts are built with integer arithmetic (no formatted WRITE in
  ! the timed loop): a ring of 64 strings, each read many times.
  integer(int64) function read_int1(count) result(s)
    integer(int64), intent(in) :: count
    character(len=24) :: texts(0:63)
    integer(int64) :: n
    integer :: a
    call make_texts(texts, .false.)
    s = 0
    do n = 1, count
      read (texts(iand(n, 63_int64)), *) a
      s = s + a
    end do
  end function read_int1

  integer(int64) function read_int3(count) result(s)
    integer(int64), intent(in) :: count
    character(len=48) :: texts(0:63)
    integer(int64) :: n
    integer :: a, b, c
    call make_texts(texts, .true.)
    s = 0
    do n = 1, count
      read (texts(iand(n, 63_int64)), *) a, b, c
      s = s + a + 2 * b + 3 * c
    end do
  end function read_int3

  ! Decimal texts of value_of(n, c) for n = 1..64, by hand.
  subroutine make_texts(texts, three)
    character(len=*), intent(out) :: texts(0:)
    logical, intent(in) :: three
    integer(int64) :: n
    integer :: c, last
    do n = 0, 63
      texts(n) = ' '
      last = 0
      do c = 1, merge(3, 1, three)
        call append_decimal(texts(n), last, value_of(n + 1, c))
      end do
    end do
  end subroutine make_texts

  subroutine append_decimal(text, last, v)
    character(len=*), intent(inout) :: text
    integer, intent(inout) :: last
    integer, intent(in) :: v
    character(len=12) :: digits
    integer :: k, w
    w = abs(v)
    k = 12
    do
      digits(k:k) = achar(iachar('0') + mod(w, 10))
      w = w / 10
      k = k - 1
      if (w == 0) exit
    end do
    if (v < 0) then
      digits(k:k) = '-'
      k = k - 1
    end if
    text(last + 2:last + 13 - k) = digits(k + 1:12)
    last = last + 13 - k
  end subroutine append_decimal

  include 'int_argument.inc'

end program read_int
