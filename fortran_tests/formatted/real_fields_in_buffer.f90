! Formatted READ of REAL items with F, E, EN, ES and D edits from an
! external file, where ftnio converts a field that lies whole in the
! record buffer in place (formatted_read.cpp read_real_in_buffer) and
! leaves every other field to the general path: a comma in the field
! (which ends it, or is the decimal symbol under DECIMAL='COMMA'), a
! record end or a carriage return inside the field, blanks under BN and
! BZ, a scale factor, an implied decimal point, D and Q exponents,
! Infinity and NaN, bad characters, REAL(4) and REAL(8), and an X or T
! before the edit.  Each READ reports IOSTAT and the values; items keep
! their old values where libgfortran keeps them.
! RUN: %fdiff %s | %fcheck %s
program real_fields
  implicit none
  integer :: u, ios, n
  real(8) :: x, y
  real :: r
  character(16) :: fmts(13)
  open (newunit=u, status='scratch')
  write (u, '(a)') '  1.2345678901234567E+05 -2.5', '1.5,2.5         9.0', &
    '3.25', '12345678 1 2 5 ', ' 1 2 5  1 2 5 ', '1.5d3     2.5q1', &
    '  inf      -nan', '1.5x      2.0', '   1.5e-400     1e400', &
    '+.5e+0007  -0.0', '1.5'//achar(13)//'   7.5', '  6.25     8.125', &
    '  1.0E+05  2.0E+05', '123.456   789.012'
  rewind (u)
  fmts = [character(16) :: '(es24.16,f5.1)', '(2f10.3)', '(f10.2,f4.1)', &
    '(f8.3,f7.1)', '(bz,2f7.1)', '(2d10.2)', '(2f8.0)', '(2f10.2)', &
    '(2e12.3)', '(f9.2,f6.1)', '(f6.1,f6.1)', '(2p,2f9.3)', '(1p,2e9.2)']
  do n = 1, size(fmts)
    x = -1; y = -1
    read (u, fmts(n), iostat=ios) x, y
    print '(a,i0,1x,i0,2(1x,es24.16))', 'r', n, ios, x, y
  end do
  r = -1; x = -1
  read (u, '(t3,e7.1,1x,en9.1)', iostat=ios) r, x
  print '(a,1x,i0,1x,es15.7,1x,es24.16)', 'k4', ios, r, x
  do n = 1, 3
    x = -1
    read (u, '(f5.1)', iostat=ios) x
    print '(a,i0,1x,i0,1x,es24.16)', 'last', n, ios, x
  end do
  close (u)
  open (newunit=u, status='scratch', decimal='comma')
  write (u, '(a)') '1,5       2,25', '1.5       2.5'
  rewind (u)
  do n = 1, 2
    x = -1; y = -1
    read (u, '(2f10.2)', iostat=ios) x, y
    print '(a,i0,1x,i0,2(1x,es24.16))', 'c', n, ios, x, y
  end do
  close (u)
end program real_fields
! CHECK:r1 0   1.2345678901234567E+05  -2.5000000000000000E+00
! CHECK-NEXT:r2 0   1.5000000000000000E+00   2.5000000000000000E+00
! CHECK-NEXT:r3 0   3.2500000000000000E+00   0.0000000000000000E+00
! CHECK-NEXT:r4 0   1.2345678000000000E+04   1.2500000000000000E+01
! CHECK-NEXT:r5 0   1.0205000000000000E+04   1.0205000000000000E+04
! CHECK-NEXT:r6 0   1.5000000000000000E+03   2.5000000000000000E+01
! CHECK-NEXT:r7 0                 Infinity                      NaN
! CHECK-NEXT:r8 5010  -1.0000000000000000E+00  -1.0000000000000000E+00
! CHECK-NEXT:r9 0   0.0000000000000000E+00                 Infinity
! CHECK-NEXT:r10 0   5.0000000000000000E+06  -0.0000000000000000E+00
! CHECK-NEXT:r11 0   1.5000000000000000E+00   0.0000000000000000E+00
! CHECK-NEXT:r12 0   7.4999999999999997E-02   0.0000000000000000E+00
! CHECK-NEXT:r13 0   6.2500000000000000E-01   8.1250000000000000E-01
! CHECK-NEXT:k4 0   1.0000000E+05   2.0000000000000000E+05
! CHECK-NEXT:last1 0   1.2340000000000001E+02
! CHECK-NEXT:last2 -1  -1.0000000000000000E+00
! CHECK-NEXT:last3 5001  -1.0000000000000000E+00
! CHECK-NEXT:c1 0   1.5000000000000000E+00   2.2500000000000000E+00
! CHECK-NEXT:c2 0   1.5000000000000000E+00   2.5000000000000000E+00
