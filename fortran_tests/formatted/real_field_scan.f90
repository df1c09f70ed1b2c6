! Formatted READ of REAL(4) and REAL(8) fields in the forms ftnio reads
! in one pass from the record (conv/decimal_in.cpp read_field_fast) and
! just outside them: every exponent form (E, D, Q in either case, a sign
! alone, three and five exponent digits, an exponent letter without
! digits), widths shorter than the number, blanks inside and after the
! field under BN and BZ, kP with and without an exponent, an implied
! decimal point, 17, 19, 20 and 40 digit significands, values at the
! REAL(4) and REAL(8) limits and in the subnormals, exact ties under each
! ROUND= mode, DECIMAL='COMMA', Infinity and NaN; internal and external
! records.  Each READ reports IOSTAT and the stored bits.
! RUN: %fdiff %s
program real_field_scan
  implicit none
  integer, parameter :: nf = 60
  character(28) :: fields(nf)
  character(12) :: fmts(10)
  integer :: k, j, ios, u
  real :: r
  real(8) :: d
  fields = [character(28) :: &
    '1.5E+03', '1.5e3', '-1.5E-3', '1.5+03', '1.5-03', '1.5D3', '1.5d+3', &
    '1.5Q3', '+1.5q-3', '1.0+100', '1.0-100', '1.0E+0004', '1.0E12345', &
    '1.5E', '1.5E+', '1.5E 3', '1.5 E3', '1 .5', '1.5   ', ' -  1.5', &
    '  1.5E1 ', '15', '-15e1', '.5', '5.', '.', '+', '-0.0', &
    '1.2345678901234567', '1234567890123456789', '12345678901234567890', &
    '0.1234567890123456789012345678', '0000000000000000000001.5', &
    '9007199254740993', '9007199254740995', '16777217', '16777219', &
    '3.4028235e38', '3.4028236e38', '1.7976931348623157e308', &
    '1.7976931348623159e308', '2.2250738585072014e-308', &
    '2.2250738585072011e-308', '4.9e-324', '2.4703282292062328e-324', &
    '1e-400', '1.17549435e-38', '1.4e-45', '1.00000005960464477539', &
    '123.456789', '1,5', 'Inf', '-NaN', 'NaN(abc)', '0.1E-9999', &
    '1.0E9999', '12345E2', '1.5x', '2.5'//achar(9), '7.0E-05']
  fmts = [character(12) :: '(f28.0)', '(e28.5)', '(es28.16)', '(d28.3)', &
    '(bz,f28.2)', '(2p,f28.3)', '(-3p,e28.3)', '(f5.2)', '(dc,f28.0)', &
    '(g28.4)']
  do j = 1, size(fmts)
    do k = 1, nf
      r = -1; d = -1
      read (fields(k), fmts(j), iostat=ios) d
      read (fields(k), fmts(j), iostat=ios) r
      print '(i0,1x,i0,1x,i0,1x,z16.16,1x,z8.8)', j, k, ios, d, r
    end do
  end do
  call rounding()
  call external()
contains
  subroutine rounding()
    character(28) :: ties(6)
    character(4) :: modes(6)
    integer :: m, t
    ties = [character(28) :: '9007199254740993', '9007199254740995', &
      '16777217', '16777219', '-9007199254740993', '-16777219.0E0']
    modes = ['UP  ', 'DOWN', 'ZERO', 'NEAR', 'COMP', 'PROC']
    do m = 1, size(modes)
      do t = 1, size(ties)
        r = -1; d = -1
        read (ties(t), '(f28.0)', round=modes(m), iostat=ios) d
        read (ties(t), '(f28.0)', round=modes(m), iostat=ios) r
        print '(a,1x,i0,1x,i0,1x,z16.16,1x,z8.8)', trim(modes(m)), t, ios, d, r
      end do
    end do
  end subroutine rounding
  subroutine external()
    open (newunit=u, status='scratch')
    do k = 1, nf
      write (u, '(a)') fields(k)
    end do
    rewind (u)
    do k = 1, nf
      d = -1
      read (u, '(es28.16)', iostat=ios) d
      print '(a,1x,i0,1x,i0,1x,z16.16)', 'ext', k, ios, d
    end do
    close (u)
  end subroutine external
end program real_field_scan
