! List-directed READ of REAL(4) and REAL(8) values in the forms ftnio
! reads in one pass (conv/decimal_in.cpp read_list_fast, from
! list_real_plain) and just outside them: E, D and Q exponents in either
! case, an exponent of a sign alone, exponents of 1 to 6 digits, an
! exponent letter without digits, repeat counts, nulls, every separator,
! 17, 19, 20 and 40 digit significands, values at the REAL(4) and REAL(8)
! limits and in the subnormals, exact ties under ROUND= modes, bad
! characters after the value; internal and external records.  IOSTAT
! and the stored bits of each READ.
! RUN: %fdiff %s
program real_list_scan
  implicit none
  integer, parameter :: nv = 44
  character(40) :: values(nv)
  character(4) :: modes(3)
  character(60) :: line
  integer :: k, m, ios, u
  real :: r
  real(8) :: d, d2
  values = [character(40) :: &
    '1.5E+03', '1.5e3', '-1.5E-3', '1.5+03', '1.5-03', '1.5D3', '1.5d+3', &
    '1.5Q3', '+1.5q-3', '1.0+100', '1.0E+0004', '1.0E12345', '1.0e123456', &
    '1.5E', '1.5E+', '1.5x', '2*1.5', '3*', '.5', '5.', '.', '-0.0', &
    '1.2345678901234567', '1234567890123456789', '12345678901234567890', &
    '0.1234567890123456789012345678901234567890', &
    '0000000000000000000001.5', '9007199254740993', '16777217', &
    '3.4028235e38', '3.4028236e38', '1.7976931348623157e308', &
    '1.7976931348623159e308', '2.2250738585072011e-308', '4.9e-324', &
    '1e-400', '1.4e-45', '1.00000005960464477539', 'Inf', '-NaN', &
    '7.0E-05*', '1.5;', '2.5/', '3.5'//achar(9)]
  do k = 1, nv
    do m = 1, 6
      r = -1; d = -1; d2 = -1
      select case (m)
      case (1)
        line = trim(values(k))//' 7'
      case (2)
        line = trim(values(k))//',7'
      case (3)
        line = trim(values(k))//'/'
      case (4)
        line = '  '//trim(values(k))//achar(9)//'7'
      case (5)
        line = trim(values(k))//';7'
      case default
        line = trim(values(k))
      end select
      read (line, *, iostat=ios) d, d2
      print '(i0,1x,i0,1x,i0,2(1x,z16.16))', k, m, ios, d, d2
      read (line, *, iostat=ios) r
      print '(i0,1x,i0,1x,i0,1x,z8.8)', k, m, ios, r
    end do
  end do
  modes = ['UP  ', 'DOWN', 'NEAR']
  do m = 1, size(modes)
    do k = 28, 29
      read (values(k), *, round=modes(m), iostat=ios) d
      read (values(k), *, round=modes(m), iostat=ios) r
      print '(a,1x,i0,1x,i0,1x,z16.16,1x,z8.8)', trim(modes(m)), k, ios, d, r
    end do
  end do
  open (newunit=u, status='scratch')
  do k = 1, nv
    write (u, '(a)') trim(values(k))//' 7'
  end do
  write (u, '(a)') '1.5d0 2.5D-1,3.5q+2'
  rewind (u)
  do k = 1, nv
    d = -1; d2 = -1
    read (u, *, iostat=ios) d, d2
    print '(a,1x,i0,1x,i0,2(1x,z16.16))', 'ext', k, ios, d, d2
  end do
  read (u, *, iostat=ios) d, d2, r
  print '(a,1x,i0,2(1x,z16.16),1x,z8.8)', 'ext', ios, d, d2, r
  close (u)
end program real_list_scan
