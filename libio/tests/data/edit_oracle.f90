! SPDX-License-Identifier: MIT
! Differential oracle for libio/conv edit-descriptor output (test data, built by check_conv_edit at test time).
!
! Usage: edit_oracle N [SETS]
! First it prints one line per descriptor set:
!   "#<set> <frag>|<frag>|..."
! where a fragment is a piece of format (modes and data edit descriptors,
! e.g. "RU,SP,2P,E12.4" or "-3P,F10.2,0P,F12.5").  Then, for every value,
! one record
!   "<set> <hex>|<out>|<out>|..."
! with the storage of the value in hexadecimal (Z editing) and, for each
! fragment of the set, the text the fragment wrote for that value (every
! data edit of a fragment edits the same value).  Each fragment starts
! from RP,S,0P,DP so no mode leaks from one fragment into the next.
! Sets: R4 R8 R10 R16 (reals), I1 I2 I4 I8 I16 (integers), L4 (logical).
! N scales the number of random values (N real(4) and N real(8) ones, the
! other sets fixed fractions of N); SETS, if given, restricts the run to
! the listed set names ("R8,I4").  The generator is xorshift64 with a
! fixed seed, so every run prints the same stream.
module edit_rng
  implicit none
  integer(8) :: state = 88172645463325252_8
contains
  integer(8) function next64()
    state = ieor(state, ishft(state, 13))
    state = ieor(state, ishft(state, -7))
    state = ieor(state, ishft(state, 17))
    next64 = state
  end function
  ! Random integer in [0, n) for small n > 0.
  integer function below(n)
    integer, intent(in) :: n
    below = int(modulo(ishft(next64(), -11), int(n, 8)))
  end function
end module

module edit_sets
  implicit none
  integer, parameter :: flen = 40
  ! Descriptors for reals: plain forms, tight widths, every rounding mode,
  ! sign modes, scale factors (incl. the F case that switches libgfortran
  ! to RN for the rest of the statement), DECIMAL=COMMA, zero widths.
  character(len=flen), parameter :: real_frags(*) = [character(len=flen) :: &
       'F10.3', 'F0.2', 'F0.0', 'F5.0', 'F25.17', 'F8.1', 'F1.0', 'F3.1', 'F12.0', &
       'E12.4', 'E12.4E3', 'E10.3E1', 'E0.5', 'E9.2', 'E30.20', 'E15.1', &
       'ES15.6', 'ES0.3', 'ES10.0', 'EN15.6', 'EN12.2', 'EN0.3', 'EN9.0', &
       'G12.5', 'G0', 'G0.5', 'G10.3E0', 'G15.7E4', 'G8.2', 'G25.17', 'G11.1', &
       'D20.10', 'D0.4', &
       'RU,F10.3', 'RD,F10.3', 'RZ,F10.3', 'RN,F10.3', 'RC,F10.3', &
       'RU,F0.2', 'RD,F6.0', 'RN,F4.0', 'RC,F0.0', 'RZ,F0.1', &
       'RU,E12.4', 'RD,E12.4', 'RZ,E12.4', 'RN,E12.4', 'RC,E12.4', &
       'RU,ES15.6', 'RD,EN15.6', 'RN,EN12.2', 'RC,ES10.2', 'RZ,EN0.3', &
       'RU,G12.5', 'RD,G12.5', 'RZ,G12.5', 'RN,G12.5', 'RC,G12.5', 'RU,G0.4', 'RD,G0', &
       'RN,D20.10', 'RC,E0.3', 'RU,F25.17', 'RN,F25.17', &
       'SP,F10.3', 'SP,E12.4', 'SP,G0', 'SP,F0.1', 'SS,G12.5', 'SP,EN12.3', &
       '2P,F10.3', '-2P,F10.3', '-1P,F0.3', '3P,F0.1', &
       '2P,E12.4', '-2P,E12.4', '1P,E12.4', '5P,E12.4', '-3P,E12.4', &
       '1P,G12.5', '-1P,G12.5', '3P,G0', '1P,G0.5', '2P,ES12.4', '1P,EN12.3', &
       '-1P,D20.10', '1P,E0.3', '-2P,E0.3', &
       '-3P,F10.2,0P,F12.5', '-4P,F0.2,0P,F0.6', &
       'RU,2P,F10.3', 'RD,-2P,F10.3', 'RC,-1P,E12.4', 'RZ,1P,E12.4', 'RU,-2P,F6.0', &
       'DC,F10.3', 'DC,E12.4', 'DC,G0', 'DC,SP,G12.5', &
       'G40.30', 'G0.25', 'E12.4E0', 'ES12.3E0', 'EN12.3E5', 'RU,G40.30', &
       'RU,-3P,F8.2', 'RD,-4P,F8.2', 'RZ,-3P,F8.2', 'RC,-5P,F9.3', 'RN,-6P,F8.1', &
       'Z0', 'B0', 'O0', 'Z30' ]
  ! Descriptors for integers (G is I; B/O/Z show two's complement bits).
  character(len=flen), parameter :: int_frags(*) = [character(len=flen) :: &
       'I8', 'I0', 'I8.5', 'I3', 'I45.40', 'I0.5', 'I5.0', 'I0.0', 'I1', 'I41', &
       'SP,I8', 'SP,I0', 'SS,I6', 'SP,I4.3', &
       'G0', 'G10.2', 'G12.3', &
       'B0', 'B20', 'B8.8', 'B0.0', 'B130', 'O0', 'O20', 'O5.0', 'O45.44', &
       'Z0', 'Z20', 'Z4', 'Z3.3', 'Z0.0', 'Z33' ]
  character(len=flen), parameter :: log_frags(*) = [character(len=flen) :: &
       'L1', 'L5', 'G0', 'G3.1', 'L0' ]
  ! Formats per item type: "(A,Z<w>.<w>" for the storage, then the fragments.
  character(len=4096) :: fmt_r4, fmt_r8, fmt_r10, fmt_r16
  character(len=4096) :: fmt_i1, fmt_i2, fmt_i4, fmt_i8, fmt_i16, fmt_l
  integer :: nd_r, nd_i, nd_l
contains
  ! True when a fragment token is a data edit descriptor (DC/DP are modes,
  ! D followed by a digit is D editing).
  logical function is_data(tok)
    character(len=*), intent(in) :: tok
    is_data = index('FEGIBOZLA', tok(1:1)) > 0 .or. &
         (tok(1:1) == 'D' .and. index('0123456789', tok(2:2)) > 0)
  end function

  ! Builds ',"|",RP,S,0P,DP,<frag>,"|",...)' and counts data edits.
  subroutine build(frags, fmt, ndata)
    character(len=*), intent(in) :: frags(:)
    character(len=*), intent(out) :: fmt
    integer, intent(out) :: ndata
    integer :: i, p, q
    character(len=flen) :: f
    fmt = ''
    ndata = 0
    do i = 1, size(frags)
      f = frags(i)
      fmt = trim(fmt) // ',"|",RP,S,0P,DP,' // trim(f)
      p = 1
      do
        q = index(f(p:), ',')
        if (q == 0) then
          if (is_data(trim(f(p:)))) ndata = ndata + 1
          exit
        end if
        if (is_data(f(p:p+q-2))) ndata = ndata + 1
        p = p + q
      end do
    end do
    fmt = trim(fmt) // ')'
  end subroutine

  subroutine print_set(name, frags)
    character(len=*), intent(in) :: name
    character(len=*), intent(in) :: frags(:)
    character(len=8192) :: line
    integer :: i
    line = '#' // name // ' ' // trim(frags(1))
    do i = 2, size(frags)
      line = trim(line) // '|' // trim(frags(i))
    end do
    write(*, '(a)') trim(line)
  end subroutine
end module

module edit_emit
  use edit_rng
  use edit_sets
  implicit none
  character(len=64) :: sets_wanted = ''
contains
  logical function wanted(name)
    character(len=*), intent(in) :: name
    wanted = len_trim(sets_wanted) == 0 .or. index(',' // trim(sets_wanted) // ',', ',' // name // ',') > 0
  end function

  subroutine emit_r4(bits)
    integer(4), intent(in) :: bits
    real(4) :: x
    integer :: i
    x = transfer(bits, x)
    write(*, fmt_r4) 'R4 ', x, (x, i = 1, nd_r)
  end subroutine

  subroutine emit_r8(bits)
    integer(8), intent(in) :: bits
    real(8) :: x
    integer :: i
    x = transfer(bits, x)
    write(*, fmt_r8) 'R8 ', x, (x, i = 1, nd_r)
  end subroutine

  ! real(10) from a 64-bit significand and a 16-bit sign+exponent; the
  ! integer bit is made consistent (no pseudo-denormals or unnormals).
  subroutine emit_r10(sig, se)
    integer(8), intent(in) :: sig
    integer(4), intent(in) :: se
    integer(8) :: w(2)
    real(10) :: x
    integer :: i
    w(1) = sig
    if (iand(se, 32767) == 0) then
      w(1) = ibclr(w(1), 63)
    else
      w(1) = ibset(w(1), 63)
    end if
    w(2) = int(iand(se, 65535), 8)
    x = transfer(w, x)
    write(*, fmt_r10) 'R10 ', x, (x, i = 1, nd_r)
  end subroutine

  subroutine emit_r16(lo, hi)
    integer(8), intent(in) :: lo, hi
    real(16) :: x
    integer :: i
    x = transfer([lo, hi], x)
    write(*, fmt_r16) 'R16 ', x, (x, i = 1, nd_r)
  end subroutine

  ! One integer value of every kind from the same 128 random bits.
  subroutine emit_ints(lo, hi)
    integer(8), intent(in) :: lo, hi
    integer(1) :: i1
    integer(2) :: i2
    integer(4) :: i4
    integer(16) :: i16
    integer :: i
    i1 = int(iand(lo, 255_8) - merge(256_8, 0_8, btest(lo, 7)), 1)
    i2 = int(iand(lo, 65535_8) - merge(65536_8, 0_8, btest(lo, 15)), 2)
    i4 = int(iand(lo, 4294967295_8) - merge(4294967296_8, 0_8, btest(lo, 31)), 4)
    i16 = transfer([lo, hi], i16)
    if (wanted('I1')) write(*, fmt_i1) 'I1 ', i1, (i1, i = 1, nd_i)
    if (wanted('I2')) write(*, fmt_i2) 'I2 ', i2, (i2, i = 1, nd_i)
    if (wanted('I4')) write(*, fmt_i4) 'I4 ', i4, (i4, i = 1, nd_i)
    if (wanted('I8')) write(*, fmt_i8) 'I8 ', lo, (lo, i = 1, nd_i)
    if (wanted('I16')) write(*, fmt_i16) 'I16 ', i16, (i16, i = 1, nd_i)
  end subroutine

  subroutine emit_l4(bits)
    integer(4), intent(in) :: bits
    logical(4) :: l
    integer :: i
    l = transfer(bits, l)
    write(*, fmt_l) 'L4 ', bits, (l, i = 1, nd_l)
  end subroutine
end module

program edit_oracle
  use edit_rng
  use edit_sets
  use edit_emit
  implicit none
  integer :: n, i, e, s, k
  character(len=64) :: arg
  integer(8) :: r, b8
  integer(4) :: b4
  real(8) :: x8, p8
  real(4) :: p4
  character(len=24) :: txt

  n = 1000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read(arg, *) n
  end if
  if (command_argument_count() >= 2) call get_command_argument(2, sets_wanted)

  call build(real_frags, fmt_r8, nd_r)
  fmt_r4 = '(A,Z8.8' // fmt_r8
  fmt_r10 = '(A,Z20.20' // fmt_r8
  fmt_r16 = '(A,Z32.32' // fmt_r8
  fmt_r8 = '(A,Z16.16' // fmt_r8
  call build(int_frags, fmt_i8, nd_i)
  fmt_i1 = '(A,Z2.2' // fmt_i8
  fmt_i2 = '(A,Z4.4' // fmt_i8
  fmt_i4 = '(A,Z8.8' // fmt_i8
  fmt_i16 = '(A,Z32.32' // fmt_i8
  fmt_i8 = '(A,Z16.16' // fmt_i8
  call build(log_frags, fmt_l, nd_l)
  fmt_l = '(A,Z8.8' // fmt_l
  call print_set('R', real_frags)
  call print_set('I', int_frags)
  call print_set('L', log_frags)

  if (wanted('R8')) then
    ! Powers of ten and 5*10^e with neighbours (carries and F/E switches).
    do e = -324, 308
      write(txt, '(a,i0)') '1d', e
      read(txt, *) p8
      do s = -2, 2
        call emit_r8(transfer(p8, b8) + s)
      end do
      write(txt, '(a,i0)') '5d', e
      read(txt, *) p8
      do s = -1, 1
        call emit_r8(transfer(p8, b8) + s)
      end do
    end do
    ! Ends of the range, zeros, infinities, NaNs.
    call emit_r8(0_8)
    call emit_r8(ibset(0_8, 63))
    call emit_r8(1_8)
    call emit_r8(ibset(1_8, 63))
    call emit_r8(int(z'7FEFFFFFFFFFFFFF', 8))
    call emit_r8(int(z'FFEFFFFFFFFFFFFF', 8))
    call emit_r8(int(z'000FFFFFFFFFFFFF', 8))
    call emit_r8(int(z'0010000000000000', 8))
    call emit_r8(int(z'7FF0000000000000', 8))
    call emit_r8(int(z'FFF0000000000000', 8))
    call emit_r8(int(z'7FF8000000000000', 8))
    call emit_r8(int(z'FFF8000000000000', 8))
    do i = 1, n
      r = next64()
      select case (mod(i, 5))
      case (0)
        call emit_r8(r)
      case (1)
        ! biased exponent 1023-30 .. 1023+70: 1e-9 .. 1e21
        call emit_r8(ior(iand(r, int(z'800FFFFFFFFFFFFF', 8)), ishft(int(993 + below(101), 8), 52)))
      case (2)
        ! small dyadic values: exact ties at many decimal positions
        k = below(24)
        x8 = scale(real(ishft(r, -(40 + below(24))), 8), -k)
        if (btest(r, 0)) x8 = -x8
        call emit_r8(transfer(x8, b8))
      case (3)
        ! just below/above 10^j - 5*10^(j-i-1): rounding carries, G's bounds
        x8 = 10d0**(below(24) - 6) * (1d0 - 5d0 * 10d0**(-1 - below(18)))
        call emit_r8(transfer(x8, b8) + below(5) - 2)
      case default
        ! decimal ties: integers and x.5 / x.25 / x.125 scaled by 10^-j
        x8 = real(iand(ishft(r, -20), 1048575_8), 8) + 0.5d0**(1 + below(4))
        call emit_r8(transfer(x8, b8))
      end select
    end do
  end if

  if (wanted('R4')) then
    do e = -45, 38
      write(txt, '(a,i0)') '1e', e
      read(txt, *) p4
      do s = -2, 2
        call emit_r4(transfer(p4, b4) + s)
      end do
    end do
    call emit_r4(0)
    call emit_r4(ibset(0, 31))
    call emit_r4(1)
    call emit_r4(int(z'7F7FFFFF', 4))
    call emit_r4(int(z'007FFFFF', 4))
    call emit_r4(int(z'7F800000', 4))
    call emit_r4(int(z'FF800000', 4))
    call emit_r4(int(z'7FC00000', 4))
    do i = 1, n
      r = next64()
      b4 = int(iand(r, 4294967295_8) - merge(4294967296_8, 0_8, btest(r, 31)), 4)
      select case (mod(i, 4))
      case (0)
        call emit_r4(b4)
      case (1)
        ! biased exponent 127-30 .. 127+40
        call emit_r4(ior(iand(b4, int(z'807FFFFF', 4)), ishft(97 + below(71), 23)))
      case (2)
        x8 = scale(real(ishft(r, -(46 + below(18))), 8), -below(20))
        call emit_r4(transfer(real(x8, 4), b4))
      case default
        x8 = 10d0**(below(12) - 3) * (1d0 - 5d0 * 10d0**(-1 - below(8)))
        call emit_r4(transfer(real(x8, 4), b4) + below(5) - 2)
      end select
    end do
  end if

  if (wanted('R10')) then
    ! Any exponent (F0 of those prints thousands of digits: slow, so
    ! fewer), and exponents around the F/E switch.
    do i = 1, max(n / 20, 10)
      r = next64()
      if (mod(i, 8) == 0) call emit_r10(next64(), int(iand(ishft(r, -48), 65535_8), 4))
      call emit_r10(next64(), int(ior(iand(int(ishft(r, -32), 4), 32768), 16383 - 30 + below(101)), 4))
    end do
    call emit_r10(0_8, 0)
    call emit_r10(0_8, 32768)
    call emit_r10(0_8, 32767)
    call emit_r10(ibset(0_8, 62), 32767)
  end if

  if (wanted('R16')) then
    do i = 1, max(n / 20, 10)
      if (mod(i, 8) == 0) call emit_r16(next64(), next64())
      r = next64()
      call emit_r16(next64(), ior(iand(r, int(z'8000FFFFFFFFFFFF', 8)), &
           ishft(int(16383 - 30 + below(101), 8), 48)))
    end do
    call emit_r16(0_8, 0_8)
    call emit_r16(0_8, ibset(0_8, 63))
    call emit_r16(0_8, int(z'7FFF000000000000', 8))
    call emit_r16(0_8, int(z'7FFF800000000000', 8))
  end if

  ! Integers: random bits (half of them small magnitudes), extremes.
  do i = 1, max(n / 4, 10)
    r = next64()
    if (btest(r, 1)) then
      call emit_ints(r, next64())
    else
      call emit_ints(ishft(r, -(20 + below(44))) * merge(-1_8, 1_8, btest(r, 2)), &
           merge(-1_8, 0_8, btest(r, 2)))
    end if
  end do
  call emit_ints(0_8, 0_8)
  call emit_ints(-1_8, -1_8)
  call emit_ints(huge(0_8), huge(0_8))
  call emit_ints(ibset(0_8, 63), ibset(0_8, 63))
  call emit_ints(int(z'7F', 8), 0_8)
  call emit_ints(int(z'80', 8), 0_8)
  call emit_ints(int(z'8000', 8), 0_8)
  call emit_ints(int(z'80000000', 8), 0_8)
  call emit_ints(not(0_8), huge(0_8))
  call emit_ints(0_8, ibset(0_8, 63))

  if (wanted('L4')) then
    call emit_l4(0)
    call emit_l4(1)
    call emit_l4(-1)
    call emit_l4(256)
    call emit_l4(ibset(0, 31))
  end if
end program
