! REAL(8) and REAL(4) input of hard decimal strings (issue 16: the
! Eisel-Lemire conversion of conv/decimal_in.cpp): exact midpoints between
! adjacent values (ties to even), one digit above or below them, 19- and
! 20-digit significands, the largest and smallest values, subnormals,
! overflow and underflow, REAL(4) double-rounding traps, D and Q exponent
! letters, exponents without a letter, signed zeros, Inf and NaN.  Read
! list-directed and with F, E, ES, D and G edits, internal and external,
! under P, BLANK='ZERO' and DECIMAL='COMMA'; printed with Z so that one
! unit in the last place shows.
! RUN: %fdiff %s
program real_input_hard
  implicit none
  integer, parameter :: n = 44
  character(len=48) :: s(n)
  integer :: i
  s = [character(len=48) :: &
       '9007199254740993', '9007199254740995', '9007199254740993.0000000001', &
       '9007199254740992.9999999999', '4503599627370496.5', &
       '4503599627370497.5', '90071992547409925e-1', '1e23', '8.589973e9', &
       '0.1', '0.3', '2.2250738585072011e-308', '2.2250738585072014e-308', &
       '4.9406564584124654e-324', '2.4703282292062328e-324', &
       '2.4703282292062327e-324', '1.7976931348623157e308', &
       '1.7976931348623158e308', '1.7976931348623159e308', &
       '1.00000005960464477539062500', '1.000000059604644775390625001', &
       '16777217.0', '16777219', '16777217.0000000001', &
       '33554434.999999999', '3.4028235677973366e38', '3.4028235e38', &
       '1.17549435e-38', '1.4e-45', '123456789012345678901234567890', &
       '0.000000000000000000000000000001234567890123456789', &
       '9999999999999999999', '18446744073709551615', &
       '18446744073709551616', '1.5+3', '2.5-3', '1.25D+2', '7.5Q-1', &
       '-0.0', '-0e5', '1e-400', '1e400', '-Inf', 'NaN']
  do i = 1, n
    call internal_reads(s(i))
  end do
  call external_reads(s)
contains
  subroutine show(tag, ios, x, y)
    character(len=*), intent(in) :: tag
    integer, intent(in) :: ios
    real(8), intent(in) :: x
    real(4), intent(in) :: y
    if (ios == 0) then
      write (*, '(a6, 1x, z16.16, 1x, z8.8)') tag, x, y
    else
      write (*, '(a6, 1x, a, i0)') tag, 'iostat ', ios
    end if
  end subroutine show

  ! The format string (edit, w, d) with w the text's length.
  function fmt(prefix, edit, t, d) result(f)
    character(len=*), intent(in) :: prefix, edit, t
    integer, intent(in) :: d
    character(len=40) :: f
    write (f, '(a, a, a, i0, a, i0, a)') '(', prefix, edit, len_trim(t), &
      '.', d, ')'
  end function fmt

  subroutine internal_reads(t)
    character(len=*), intent(in) :: t
    character(len=len(t)) :: c
    real(8) :: x
    real(4) :: y
    integer :: ios, ios4, k
    character(len=2), parameter :: edits(5) = ['F ', 'E ', 'ES', 'D ', 'G ']
    write (*, '(a)') trim(t)
    x = -1; y = -1
    read (t, *, iostat=ios) x
    read (t, *, iostat=ios4) y
    call show('list', ios + ios4, x, y)
    do k = 1, 5
      x = -1; y = -1
      read (t, fmt('', trim(edits(k)), t, 0), iostat=ios) x
      read (t, fmt('', trim(edits(k)), t, 0), iostat=ios4) y
      call show(edits(k), ios + ios4, x, y)
    end do
    x = -1; y = -1
    read (t, fmt('', 'F', t, 3), iostat=ios) x
    read (t, fmt('', 'E', t, 3), iostat=ios4) y
    call show('d=3', ios + ios4, x, y)
    x = -1; y = -1
    read (t, fmt('2P,', 'F', t, 0), iostat=ios) x
    read (t, fmt('-3P,', 'ES', t, 0), iostat=ios4) y
    call show('P', ios + ios4, x, y)
    x = -1; y = -1
    read (t, fmt('BZ,', 'F', t, 0), iostat=ios) x
    read (t, fmt('BZ,', 'E', t, 0), iostat=ios4) y
    call show('BZ', ios + ios4, x, y)
    c = t
    k = index(c, '.')
    if (k > 0) c(k:k) = ','
    x = -1; y = -1
    read (c, *, decimal='comma', iostat=ios) x
    read (c, fmt('DC,', 'F', c, 0), iostat=ios4) y
    call show('comma', ios + ios4, x, y)
  end subroutine internal_reads

  ! The same texts from a file, one a record, list-directed and ES.
  subroutine external_reads(texts)
    character(len=*), intent(in) :: texts(:)
    real(8) :: x
    real(4) :: y
    integer :: i, ios, ios4, u
    open (newunit=u, status='scratch', form='formatted')
    do i = 1, size(texts)
      write (u, '(a)') trim(texts(i))
    end do
    rewind (u)
    do i = 1, size(texts)
      x = -1; y = -1
      read (u, *, iostat=ios) x
      backspace (u)
      read (u, '(es48.0)', iostat=ios4) y
      call show('ext', ios + ios4, x, y)
      if (ios < 0 .or. ios4 < 0) exit
    end do
    close (u)
  end subroutine external_reads
end program real_input_hard
