! flang front door: the parts of a parenthesized complex value in
! list-directed input are read as flang 19's runtime reads REAL values:
! a character that ends the digits is taken with them, and after a part
! only a value separator (or, after the imaginary part, the pair's ')')
! may follow, else IOSTAT 1046 names the character, its column and its
! record.  An imaginary part may be null ("(1,,2)"), a real part may not;
! a NaN part may carry a payload.  Under DECIMAL='COMMA' the '.' is no
! decimal point and ';' separates.  ftnio had read the parts as
! libgfortran does ("Bad complex floating point number", "Error during
! floating point read"; progen --flang seeds 484, 538, 556, 671).
! RUN: %flangdiff %s | %fcheck %s
program list_pair_parts
  implicit none
  complex(8) :: z
  integer :: ios, k, i
  character(100) :: msg
  character(24) :: cases(30)
  character(5) :: dec
  cases = [character(24) :: '(1.5,2.5) 9', '(1.5 , 2.5 ) 9', &
      '(1.5x,2.5) 9', '(1.5,2.5x) 9', '(e5,.) 9', '(,2.5) 9', '(1.5,) 9', &
      '(1.5;2.5) 9', '(1,5;2,5) 9', '(1e-13,Inf) 9', '(Inf,NaN) 9', &
      '(1.5 2.5) 9', '(1.5,2.5 9', '( 1.5 , 2.5) 9', '(-,+) 9', &
      '(1.5,2.5)x 9', '(1,2e) 9', '(1,2e ) 9', '(1,2.) 9', '(1,Inf) 9', &
      '(1,NaN(q)) 9', '(1,2)/ 9', '(1 ,2) 9', '(1e,2) 9', '(1.5.,2) 9', &
      '(1,2e5x) 9', '(+,2) 9', '(1,2)) 9', '(1,,2) 9', '(1;;2) 9']
  do k = 1, 2
    dec = merge('point', 'comma', k == 1)
    do i = 1, size(cases)
      z = (7, 7)
      msg = ''
      read (cases(i), *, iostat=ios, iomsg=msg, decimal=dec) z
      print '(a,1x,a,1x,i0,1x,a,2(1x,es10.3))', dec, trim(cases(i)), ios, &
          trim(msg), z
    end do
  end do
end program list_pair_parts
! CHECK:point (1.5,2.5) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point (1.5 , 2.5 ) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point (1.5x,2.5) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point (1.5,2.5x) 9 1046 invalid character (0x29) after list-directed input value, at column 10 in record 1  1.500E+00  2.500E+00
! CHECK-NEXT:point (e5,.) 9 0   0.000E+00  0.000E+00
! CHECK-NEXT:point (,2.5) 9 1030 Bad real input data at column 2 of record 1  7.000E+00  7.000E+00
! CHECK-NEXT:point (1.5,) 9 1030 Bad real input data at column 6 of record 1  1.500E+00  7.000E+00
! CHECK-NEXT:point (1.5;2.5) 9 1046 invalid character (0x32) after list-directed input value, at column 6 in record 1  1.500E+00  7.000E+00
! CHECK-NEXT:point (1,5;2,5) 9 1046 invalid character (0x32) after list-directed input value, at column 6 in record 1  1.000E+00  5.000E+00
! CHECK-NEXT:point (1e-13,Inf) 9 0   1.000E-13        Inf
! CHECK-NEXT:point (Inf,NaN) 9 0         Inf        NaN
! CHECK-NEXT:point (1.5 2.5) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point (1.5,2.5 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point ( 1.5 , 2.5) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:point (-,+) 9 1030 Trailing characters after real input data at column 3 of record 1  7.000E+00  7.000E+00
! CHECK-NEXT:point (1.5,2.5)x 9 1046 invalid character (0x78) after list-directed input value, at column 10 in record 1  1.500E+00  2.500E+00
! CHECK-NEXT:point (1,2e) 9 1046 invalid character (0x29) after list-directed input value, at column 6 in record 1  1.000E+00  2.000E+00
! CHECK-NEXT:point (1,2e ) 9 0   1.000E+00  2.000E+00
! CHECK-NEXT:point (1,2.) 9 0   1.000E+00  2.000E+00
! CHECK-NEXT:point (1,Inf) 9 0   1.000E+00        Inf
! CHECK-NEXT:point (1,NaN(q)) 9 0   1.000E+00        NaN
! CHECK-NEXT:point (1,2)/ 9 0   1.000E+00  2.000E+00
! CHECK-NEXT:point (1 ,2) 9 0   1.000E+00  2.000E+00
! CHECK-NEXT:point (1e,2) 9 0   1.000E+00  2.000E+00
! CHECK-NEXT:point (1.5.,2) 9 0   1.500E+00  2.000E+00
! CHECK-NEXT:point (1,2e5x) 9 1046 invalid character (0x29) after list-directed input value, at column 8 in record 1  1.000E+00  2.000E+05
! CHECK-NEXT:point (+,2) 9 1030 Bad real input data at column 3 of record 1  7.000E+00  7.000E+00
! CHECK-NEXT:point (1,2)) 9 1046 invalid character (0x29) after list-directed input value, at column 6 in record 1  1.000E+00  2.000E+00
! CHECK-NEXT:point (1,,2) 9 0   1.000E+00  7.000E+00
! CHECK-NEXT:point (1;;2) 9 1046 invalid character (0x3b) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5,2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5 , 2.5 ) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5x,2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5,2.5x) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (e5,.) 9 1046 invalid character (0x2e) after list-directed input value, at column 5 in record 1  0.000E+00  7.000E+00
! CHECK-NEXT:comma (,2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 5 in record 1  2.000E-01  7.000E+00
! CHECK-NEXT:comma (1.5,) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5;2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1,5;2,5) 9 0   1.500E+00  2.500E+00
! CHECK-NEXT:comma (1e-13,Inf) 9 1046 invalid character (0x49) after list-directed input value, at column 8 in record 1  1.000E-13  7.000E+00
! CHECK-NEXT:comma (Inf,NaN) 9 1046 invalid character (0x4e) after list-directed input value, at column 6 in record 1        Inf  7.000E+00
! CHECK-NEXT:comma (1.5 2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5,2.5 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma ( 1.5 , 2.5) 9 1046 invalid character (0x35) after list-directed input value, at column 5 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (-,+) 9 1046 invalid character (0x29) after list-directed input value, at column 5 in record 1 -0.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5,2.5)x 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1,2e) 9 1046 invalid character (0x29) after list-directed input value, at column 6 in record 1  1.200E+00  7.000E+00
! CHECK-NEXT:comma (1,2e ) 9 1030 Bad real input data at column 7 of record 1  1.200E+00  7.000E+00
! CHECK-NEXT:comma (1,2.) 9 1046 invalid character (0x29) after list-directed input value, at column 6 in record 1  1.200E+00  7.000E+00
! CHECK-NEXT:comma (1,Inf) 9 1046 invalid character (0x6e) after list-directed input value, at column 5 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1,NaN(q)) 9 1046 invalid character (0x61) after list-directed input value, at column 5 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1,2)/ 9 1046 invalid character (0x29) after list-directed input value, at column 5 in record 1  1.200E+00  7.000E+00
! CHECK-NEXT:comma (1 ,2) 9 0   1.000E+00  2.000E-01
! CHECK-NEXT:comma (1e,2) 9 1046 invalid character (0x2c) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1.5.,2) 9 1046 invalid character (0x35) after list-directed input value, at column 4 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1,2e5x) 9 1046 invalid character (0x29) after list-directed input value, at column 8 in record 1  1.200E+05  7.000E+00
! CHECK-NEXT:comma (+,2) 9 1046 invalid character (0x29) after list-directed input value, at column 5 in record 1  2.000E-01  7.000E+00
! CHECK-NEXT:comma (1,2)) 9 1046 invalid character (0x29) after list-directed input value, at column 5 in record 1  1.200E+00  7.000E+00
! CHECK-NEXT:comma (1,,2) 9 1046 invalid character (0x32) after list-directed input value, at column 5 in record 1  1.000E+00  7.000E+00
! CHECK-NEXT:comma (1;;2) 9 0   1.000E+00  7.000E+00
