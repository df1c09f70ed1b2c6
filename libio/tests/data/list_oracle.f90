! SPDX-License-Identifier: MIT
! Differential oracle for libio/conv list-directed output (test data, built by check_conv_list at test time).
!
! Usage: list_oracle N
! For pseudo-random and hand-picked bit patterns it writes two records each:
!   "<tag> <hex bits>"          formatted (Z editing of the raw storage)
!   " <item>"                   the same value written with WRITE(*,*)
! Tags: I1 I2 I4 I8 I16 (integers), L1 L2 L4 L8 L16 (logicals, hex of the
! storage), R4 R8 R10 R16 (reals),
! C4 C8 C10 C16 (complex: hex of the real part then of the imaginary part),
! and a trailing P / M on a tag when the item was written with SIGN='PLUS' /
! DECIMAL='COMMA'.  N scales the random real(4) and real(8) sets (N each);
! the other sets are fixed fractions of N.  The generator is xorshift64 with
! a fixed seed, so every run prints the same stream.
module oracle_rng
  implicit none
  integer(8) :: state = 88172645463325252_8
contains
  ! Next 64 random bits (xorshift64: shifts and xors only, no overflow).
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

module oracle_emit
  use oracle_rng
  implicit none
contains
  subroutine emit_r4(bits, variant)
    integer(4), intent(in) :: bits
    integer, intent(in) :: variant   ! 0 plain, 1 sign='plus', 2 decimal='comma'
    real(4) :: x
    x = transfer(bits, x)
    select case (variant)
    case (0)
      write(*,'(a,z8.8)') 'R4 ', bits
      write(*,*) x
    case (1)
      write(*,'(a,z8.8)') 'R4P ', bits
      write(*,*,sign='plus') x
    case default
      write(*,'(a,z8.8)') 'R4M ', bits
      write(*,*,decimal='comma') x
    end select
  end subroutine

  subroutine emit_r8(bits, variant)
    integer(8), intent(in) :: bits
    integer, intent(in) :: variant
    real(8) :: x
    x = transfer(bits, x)
    select case (variant)
    case (0)
      write(*,'(a,z16.16)') 'R8 ', bits
      write(*,*) x
    case (1)
      write(*,'(a,z16.16)') 'R8P ', bits
      write(*,*,sign='plus') x
    case default
      write(*,'(a,z16.16)') 'R8M ', bits
      write(*,*,decimal='comma') x
    end select
  end subroutine

  ! real(10) from a 64-bit significand and a 16-bit sign+exponent; the
  ! explicit integer bit is made consistent so the pattern is a valid x87
  ! operand (no pseudo-denormals or unnormals).
  subroutine emit_r10(sig, se)
    integer(8), intent(in) :: sig
    integer(4), intent(in) :: se
    integer(8) :: w(2)
    real(10) :: x
    w(1) = sig
    if (iand(se, 32767) == 0) then
      w(1) = ibclr(w(1), 63)
    else
      w(1) = ibset(w(1), 63)
    end if
    w(2) = iand(int(se, 8), 65535_8)
    x = transfer(w, x)
    write(*,'(a,z16.16,z16.16)') 'R10 ', w(2), w(1)
    write(*,*) x
  end subroutine

  subroutine emit_r16(hi, lo)
    integer(8), intent(in) :: hi, lo
    integer(8) :: w(2)
    real(16) :: x
    w(1) = lo
    w(2) = hi
    x = transfer(w, x)
    write(*,'(a,z16.16,z16.16)') 'R16 ', hi, lo
    write(*,*) x
  end subroutine

  ! complex(10) and complex(16) from the same raw material as the reals.
  subroutine emit_c10(sig1, se1, sig2, se2)
    integer(8), intent(in) :: sig1, sig2
    integer(4), intent(in) :: se1, se2
    integer(8) :: w(4)
    complex(10) :: z
    w(1) = sig1
    w(3) = sig2
    w(1) = merge(ibset(w(1), 63), ibclr(w(1), 63), iand(se1, 32767) /= 0)
    w(3) = merge(ibset(w(3), 63), ibclr(w(3), 63), iand(se2, 32767) /= 0)
    w(2) = iand(int(se1, 8), 65535_8)
    w(4) = iand(int(se2, 8), 65535_8)
    z = transfer(w, z)
    write(*,'(a,2z16.16,1x,2z16.16)') 'C10 ', w(2), w(1), w(4), w(3)
    write(*,*) z
  end subroutine

  subroutine emit_c16(w)
    integer(8), intent(in) :: w(4)
    complex(16) :: z
    z = transfer(w, z)
    write(*,'(a,2z16.16,1x,2z16.16)') 'C16 ', w(2), w(1), w(4), w(3)
    write(*,*) z
  end subroutine

  subroutine emit_c4(b1, b2, variant)
    integer(4), intent(in) :: b1, b2
    integer, intent(in) :: variant
    complex(4) :: z
    z = cmplx(transfer(b1, 1.0_4), transfer(b2, 1.0_4), 4)
    select case (variant)
    case (0)
      write(*,'(a,z8.8,1x,z8.8)') 'C4 ', b1, b2
      write(*,*) z
    case (1)
      write(*,'(a,z8.8,1x,z8.8)') 'C4P ', b1, b2
      write(*,*,sign='plus') z
    case default
      write(*,'(a,z8.8,1x,z8.8)') 'C4M ', b1, b2
      write(*,*,decimal='comma') z
    end select
  end subroutine

  subroutine emit_c8(b1, b2, variant)
    integer(8), intent(in) :: b1, b2
    integer, intent(in) :: variant
    complex(8) :: z
    z = cmplx(transfer(b1, 1.0_8), transfer(b2, 1.0_8), 8)
    select case (variant)
    case (0)
      write(*,'(a,z16.16,1x,z16.16)') 'C8 ', b1, b2
      write(*,*) z
    case (1)
      write(*,'(a,z16.16,1x,z16.16)') 'C8P ', b1, b2
      write(*,*,sign='plus') z
    case default
      write(*,'(a,z16.16,1x,z16.16)') 'C8M ', b1, b2
      write(*,*,decimal='comma') z
    end select
  end subroutine

  ! Integers and logicals of every kind from the low bits of one pattern.
  subroutine emit_ints(a, b, variant)
    integer(8), intent(in) :: a, b
    integer, intent(in) :: variant
    integer(1) :: i1
    integer(2) :: i2
    integer(4) :: i4
    integer(16) :: i16
    i1 = int(iand(a, 255_8) - merge(256_8, 0_8, btest(a, 7)), 1)
    i2 = int(iand(a, 65535_8) - merge(65536_8, 0_8, btest(a, 15)), 2)
    i4 = transfer(a, i4)
    i16 = ior(ishft(int(b, 16), 64), iand(int(a, 16), int(z'FFFFFFFFFFFFFFFF', 16)))
    if (variant == 0) then
      write(*,'(a,z2.2)') 'I1 ', i1
      write(*,*) i1
      write(*,'(a,z4.4)') 'I2 ', i2
      write(*,*) i2
      write(*,'(a,z8.8)') 'I4 ', i4
      write(*,*) i4
      write(*,'(a,z16.16)') 'I8 ', a
      write(*,*) a
      write(*,'(a,z32.32)') 'I16 ', i16
      write(*,*) i16
      ! Logicals: any nonzero pattern is true.
      write(*,'(a,z2.2)') 'L1 ', i1
      write(*,*) transfer(i1, .true._1)
      write(*,'(a,z4.4)') 'L2 ', i2
      write(*,*) transfer(i2, .true._2)
      write(*,'(a,z8.8)') 'L4 ', i4
      write(*,*) transfer(i4, .true._4)
      write(*,'(a,z16.16)') 'L8 ', a
      write(*,*) transfer(a, .true._8)
      write(*,'(a,z32.32)') 'L16 ', i16
      write(*,*) transfer(i16, .true._16)
    else
      write(*,'(a,z8.8)') 'I4P ', i4
      write(*,*,sign='plus') i4
      write(*,'(a,z16.16)') 'I8P ', a
      write(*,*,sign='plus') a
      write(*,'(a,z32.32)') 'I16P ', i16
      write(*,*,sign='plus') i16
    end if
  end subroutine
end module

program list_oracle
  use oracle_rng
  use oracle_emit
  implicit none
  integer :: n, i, k, j
  character(len=32) :: arg
  integer(8) :: r, m8
  integer(4) :: m4
  real(8) :: x8
  real(4) :: x4

  n = 1000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read(arg, *) n
  end if

  call fixed_cases()

  ! real(8): one third raw 64-bit patterns (all exponents, inf/nan,
  ! subnormals), one third with exponents around the F/E switch, one third
  ! dyadic values m*2^-k whose decimal expansions are short (ties).
  do i = 1, n
    r = next64()
    select case (mod(i, 3))
    case (0)
      call emit_r8(r, 0)
    case (1)
      ! biased exponent 1023-12 .. 1023+63: 2.4e-4 .. 1.8e19
      m8 = ior(iand(r, int(z'800FFFFFFFFFFFFF', 8)), ishft(int(1011 + below(76), 8), 52))
      call emit_r8(m8, 0)
    case default
      x8 = scale(real(ishft(r, -(11 + below(40))), 8), -below(70))
      call emit_r8(transfer(x8, 0_8), 0)
    end select
  end do

  ! real(4), same three families.
  do i = 1, n
    r = next64()
    m4 = transfer(r, m4)
    select case (mod(i, 3))
    case (0)
      call emit_r4(m4, 0)
    case (1)
      ! biased exponent 127-12 .. 127+34: 2.4e-4 .. 3.4e10
      m4 = ior(iand(m4, int(z'807FFFFF', 4)), ishft(115 + below(47), 23))
      call emit_r4(m4, 0)
    case default
      x4 = scale(real(ishft(r, -(40 + below(24))), 4), -below(40))
      call emit_r4(transfer(x4, 0_4), 0)
    end select
  end do

  ! Statement modes, complexes, integers, and the extended kinds.
  do i = 1, max(n / 20, 10)
    r = next64()
    j = 1 + mod(i, 2)
    call emit_r8(r, j)
    call emit_r4(transfer(next64(), 0_4), j)
    k = mod(i, 3)
    call emit_c4(transfer(next64(), 0_4), transfer(next64(), 0_4), k)
    call emit_c8(pick8(), pick8(), k)
    call emit_ints(next64(), next64(), mod(i, 2))
  end do
  do i = 1, max(n / 50, 10)
    call emit_r10(next64(), transfer(next64(), 0_4))
    r = next64()
    ! around the F/E switch: exponent 16383-12 .. 16383+130
    call emit_r10(r, int(ior(iand(int(ishft(r, -48), 4), 32768), 16371 + below(143)), 4))
    call emit_r16(next64(), next64())
    r = next64()
    call emit_r16(ior(iand(r, int(z'8000FFFFFFFFFFFF', 8)), ishft(int(16371 + below(143), 8), 48)), &
         next64())
    call emit_c10(next64(), int(ior(iand(int(ishft(r, -32), 4), 32768), 16371 + below(143)), 4), &
         next64(), transfer(next64(), 0_4))
    call emit_c16([next64(), ior(iand(next64(), int(z'8000FFFFFFFFFFFF', 8)), &
         ishft(int(16371 + below(143), 8), 48)), next64(), next64()])
  end do

contains

  ! A real(8) pattern for complex parts: raw half the time, else moderate.
  integer(8) function pick8()
    integer(8) :: t
    t = next64()
    if (btest(t, 0)) then
      pick8 = t
    else
      pick8 = ior(iand(t, int(z'800FFFFFFFFFFFFF', 8)), ishft(int(1011 + below(76), 8), 52))
    end if
  end function

  ! Powers of ten and their neighbours, the 0.1 and 10**d switch points,
  ! extremes, zeros, infinities and NaNs.
  subroutine fixed_cases()
    integer :: e, s
    character(len=16) :: txt
    integer(8) :: b8
    integer(4) :: b4
    real(8) :: p8
    real(4) :: p4
    do e = -324, 308
      write(txt, '(a,i0)') '1d', e
      read(txt, *) p8
      b8 = transfer(p8, b8)
      do s = -3, 3
        call emit_r8(b8 + s, 0)
      end do
      write(txt, '(a,i0)') '5d', e
      read(txt, *) p8
      b8 = transfer(p8, b8)
      do s = -1, 1
        call emit_r8(b8 + s, 0)
      end do
    end do
    do e = -46, 39
      write(txt, '(a,i0)') '1e', e
      read(txt, *) p4
      b4 = transfer(p4, b4)
      do s = -3, 3
        call emit_r4(b4 + s, 0)
      end do
      write(txt, '(a,i0)') '5e', e
      read(txt, *) p4
      b4 = transfer(p4, b4)
      do s = -1, 1
        call emit_r4(b4 + s, 0)
      end do
    end do
    ! Ends of both ranges, signed zeros, infinities, NaNs.
    call emit_r8(0_8, 0)
    call emit_r8(ibset(0_8, 63), 0)
    call emit_r8(1_8, 0)
    call emit_r8(int(z'7FEFFFFFFFFFFFFF', 8), 0)
    call emit_r8(int(z'000FFFFFFFFFFFFF', 8), 0)
    call emit_r8(int(z'0010000000000000', 8), 0)
    call emit_r8(int(z'7FF0000000000000', 8), 0)
    call emit_r8(int(z'FFF0000000000000', 8), 0)
    call emit_r8(int(z'7FF8000000000000', 8), 0)
    call emit_r8(int(z'FFF8000000000000', 8), 0)
    call emit_r4(0_4, 0)
    call emit_r4(ibset(0_4, 31), 0)
    call emit_r4(1_4, 0)
    call emit_r4(int(z'7F7FFFFF', 4), 0)
    call emit_r4(int(z'007FFFFF', 4), 0)
    call emit_r4(int(z'7F800000', 4), 0)
    call emit_r4(int(z'FF800000', 4), 0)
    call emit_r4(int(z'7FC00000', 4), 0)
    call emit_r4(int(z'FFC00000', 4), 0)
    do s = 0, 2
      call emit_r8(ibset(0_8, 63), s)
      call emit_r8(int(z'7FF0000000000000', 8), s)
      call emit_r8(int(z'FFF0000000000000', 8), s)
      call emit_r4(0_4, s)
      call emit_c4(int(z'7F800000', 4), int(z'FF800000', 4), s)
      call emit_c4(int(z'7FC00000', 4), ibset(0_4, 31), s)
      call emit_c8(0_8, ibset(0_8, 63), s)
    end do
    ! Integer extremes: -huge-1, -1, 0, huge for every kind.
    ! The low byte, half-word, word and double word of a feed I1, I2, I4, I8.
    do s = 0, 1
      call emit_ints(int(z'80', 8), ibset(0_8, 63), s)
      call emit_ints(int(z'8000', 8), ibset(0_8, 63), s)
      call emit_ints(int(z'80000000', 8), ibset(0_8, 63), s)
      call emit_ints(ibset(0_8, 63), ibset(0_8, 63), s)
      call emit_ints(0_8, ibset(0_8, 63), s)
      call emit_ints(int(z'7F', 8), not(ibset(0_8, 63)), s)
      call emit_ints(int(z'7FFF', 8), not(ibset(0_8, 63)), s)
      call emit_ints(int(z'7FFFFFFF', 8), not(ibset(0_8, 63)), s)
      call emit_ints(not(ibset(0_8, 63)), not(ibset(0_8, 63)), s)
      call emit_ints(-1_8, not(ibset(0_8, 63)), s)
      call emit_ints(-1_8, -1_8, s)
      call emit_ints(0_8, 0_8, s)
      call emit_ints(1_8, 0_8, s)
      call emit_ints(int(z'0100', 8), 1_8, s)
    end do
  end subroutine
end program
