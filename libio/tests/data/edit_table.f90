! SPDX-License-Identifier: MIT
! Generator of the fixed tables in libio/tests/check_conv_edit.cpp (test data; run by hand with gfortran 12).
!
! Prints one line per case: "<tag>|<value>|<fragment>|<text>" where tag is
! R4 R8 R10 R16 I1..I16 L1..L16 (value: storage in hexadecimal) or C
! (value: the character string itself), and text is what an internal WRITE
! with format "(<fragment>)" produced, or "ERR<iostat>" when it failed.
! Each case is written into its own internal record followed by a '|'
! item, so trailing blanks of the field are kept.
program edit_table
  implicit none
  real(8) :: one8 = 1d0, big8 = 1d10, inf8
  real(10) :: big10, tiny10
  real(16) :: big16, tiny16
  integer :: i

  inf8 = huge(1d0)
  inf8 = inf8 * 2
  ! Scale factor out of range for E/D (error 5006), also through G's E form.
  call r8(one8, 'E10.0')
  call r8(one8, 'D10.0')
  call r8(one8, '1P,E10.0')
  call r8(one8, '5P,E12.3')
  call r8(one8, '4P,E12.3')
  call r8(one8, '-3P,E12.3')
  call r8(one8, '-2P,E12.3')
  call r8(one8, '-3P,E0.3')
  call r8(one8, 'G10.0')
  call r8(one8, '1P,G10.0')
  call r8(big8, '5P,G10.3')
  call r8(one8, '5P,G10.3')
  call r8(inf8, '5P,E12.3')
  call r8(-inf8, 'E10.0')
  ! Infinity and NaN in every width.
  do i = 1, 10
    call r8(inf8, 'F' // digit(i) // '.0')
    call r8(-inf8, 'SP,F' // digit(i) // '.0')
    call r8(inf8, 'SP,F' // digit(i) // '.0')
  end do
  call r8(inf8, 'G0')
  call r8(-inf8, 'E0.3')
  call r8(inf8, 'SP,F0.1')
  call r8(inf8 - inf8, 'F0.1')
  call r8(inf8 - inf8, 'F2.1')
  call r8(inf8, 'Z20')
  ! Exponents beyond three digits (REAL(10) and REAL(16)).
  big10 = 1.5e1000_10
  tiny10 = -2.5e-1000_10
  big16 = 7.25e3000_16
  tiny16 = 3.125e-4000_16
  call r10(big10, 'E15.5')
  call r10(big10, 'E15.5E4')
  call r10(big10, 'E15.5E3')
  call r10(big10, 'E0.5')
  call r10(tiny10, 'ES0.4')
  call r10(tiny10, 'EN20.3')
  call r10(big10, 'D15.5')
  call r10(big10, '1P,E15.5E4')
  call r10(big10, 'G0')
  call r10(tiny10, 'G20.5E4')
  call r10(big10, 'F15.2')
  call r10(big10, 'B0')
  call r16(big16, 'E15.5')
  call r16(big16, 'E0.5')
  call r16(tiny16, 'ES25.10E4')
  call r16(tiny16, 'EN0.3')
  call r16(big16, 'G0.7')
  call r16(tiny16, 'Z0')
  ! Logicals of every kind.
  call lg(.true._1, 'L0')
  call lg(.false._1, 'L4')
  call lg2(.true._2, 'G0')
  call lg8(.true._8, 'L2')
  call lg16(.false._16, 'G5.1')
  ! Integers of every kind through G0 and I0.
  call i1(-huge(0_1) - 1_1, 'G0')
  call i2(-huge(0_2) - 1_2, 'I0')
  call i8(-huge(0_8) - 1_8, 'SP,I25')
  call i16(-huge(0_16) - 1_16, 'G0')
  call i16(huge(0_16), 'SP,I0.45')
  ! Characters.
  call ch('hello', 'A')
  call ch('hello', 'A3')
  call ch('hello', 'A8')
  call ch('hello', 'G0')
  call ch('hello', 'G8.2')
  call ch('hello', 'A5')
  ! CHARACTER(kind=4) into a default-encoding record, also with DELIM=.
  call ch4(4_'he''lo', 'A3', .false.)
  call ch4(4_'he''lo', 'A8', .false.)
  call ch4(4_'he''lo', 'A', .false.)
  call ch4(4_'he''lo', 'G0', .false.)
  call ch4(char(int(z'263A'), 4) // 4_'x', 'A1', .false.)
  call ch4(4_'he''lo', 'A3', .true.)
  call ch4(4_'it''s "q"', 'A12', .true.)

contains

  character function digit(i)
    integer, intent(in) :: i
    digit = achar(iachar('0') + mod(i, 10))
    if (i == 10) digit = '9'
  end function

  ! Writes one case through an internal record with a trailing '|'.
  subroutine show(tag, val, frag, rec, ios)
    character(len=*), intent(in) :: tag, val, frag, rec
    integer, intent(in) :: ios
    integer :: bar
    if (ios /= 0) then
      write(*, '(7a,i0)') tag, '|', val, '|', frag, '|', 'ERR', ios
    else
      bar = index(rec, '|', back=.true.)
      write(*, '(7a)') tag, '|', val, '|', frag, '|', rec(1:bar - 1)
    end if
  end subroutine

  subroutine r8(x, frag)
    real(8), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z16.16)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('R8', trim(val), frag, rec, ios)
  end subroutine

  subroutine r10(x, frag)
    real(10), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z20.20)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('R10', trim(val), frag, rec, ios)
  end subroutine

  subroutine r16(x, frag)
    real(16), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z32.32)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('R16', trim(val), frag, rec, ios)
  end subroutine

  subroutine lg(x, frag)
    logical(1), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z2.2)') transfer(x, 0_1)
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('L1', trim(val), frag, rec, ios)
  end subroutine

  subroutine lg2(x, frag)
    logical(2), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z4.4)') transfer(x, 0_2)
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('L2', trim(val), frag, rec, ios)
  end subroutine

  subroutine lg8(x, frag)
    logical(8), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z16.16)') transfer(x, 0_8)
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('L8', trim(val), frag, rec, ios)
  end subroutine

  subroutine lg16(x, frag)
    logical(16), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z32.32)') transfer(x, 0_16)
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('L16', trim(val), frag, rec, ios)
  end subroutine

  subroutine i1(x, frag)
    integer(1), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z2.2)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('I1', trim(val), frag, rec, ios)
  end subroutine

  subroutine i2(x, frag)
    integer(2), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z4.4)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('I2', trim(val), frag, rec, ios)
  end subroutine

  subroutine i8(x, frag)
    integer(8), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z16.16)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('I8', trim(val), frag, rec, ios)
  end subroutine

  subroutine i16(x, frag)
    integer(16), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec, val
    integer :: ios
    write(val, '(z32.32)') x
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('I16', trim(val), frag, rec, ios)
  end subroutine

  ! Kind-4 strings go to stdout directly (internal records are kind 1);
  ! value: the code points in hex joined by '.'; tag C4D: unit with
  ! DELIM='APOSTROPHE'.
  subroutine ch4(x, frag, delim)
    character(kind=4, len=*), intent(in) :: x
    character(len=*), intent(in) :: frag
    logical, intent(in) :: delim
    character(len=400) :: val
    integer :: j
    val = ''
    do j = 1, len(x)
      if (j > 1) val = trim(val) // '.'
      write(val(len_trim(val) + 1:), '(z0)') ichar(x(j:j))
    end do
    if (delim) then
      flush(6)
      open(10, file='/dev/stdout', delim='apostrophe', action='write')
      write(10, '(a,' // frag // ',a)') 'C4D|' // trim(val) // '|' // frag // '|', x, ''
      close(10)
    else
      write(*, '(a,' // frag // ',a)') 'C4|' // trim(val) // '|' // frag // '|', x, ''
    end if
  end subroutine

  subroutine ch(x, frag)
    character(len=*), intent(in) :: x
    character(len=*), intent(in) :: frag
    character(len=400) :: rec
    integer :: ios
    write(rec, '(' // frag // ',a)', iostat=ios) x, '|'
    call show('C', x, frag, rec, ios)
  end subroutine
end program
