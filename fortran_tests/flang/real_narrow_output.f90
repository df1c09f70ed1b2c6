! flang front door: formatted output of REAL(2) (binary16) and REAL(3)
! (bfloat16), scalars and arrays, and of COMPLEX(2)/COMPLEX(3): F, E, ES,
! EN, D and G with widths, scale factors, SP, rounding modes, Inf and NaN,
! B/O/Z of the 2-byte storage, list-directed and namelist output; then
! every finite REAL(2) and a sample of REAL(3) values through E, F and G,
! folded into checksums (the decimal text of a value is exact).
! RUN: %flangdiff %s | %fcheck %s
program real_narrow_output
  implicit none
  real(2) :: h(6), hs
  real(3) :: b(6), bs
  complex(2) :: zh(2)
  complex(3) :: zb
  real(2) :: zero2 = 0.0_2
  integer :: i
  namelist /nl/ hs, bs, zh
  h = [1.5_2, 0.1_2, -65504.0_2, 6.1035156e-5_2, 5.9604645e-8_2, 1000.0_2]
  b = [1.5_3, 0.1_3, -3.3895314e38_3, 1.1754944e-38_3, 9.1835496e-41_3, &
       1000.0_3]
  do i = 1, 6
    write (*, '(F12.5,1x,E12.4,1x,ES12.4,1x,EN12.4,1x,G12.4,1x,D12.4)') &
        h(i), h(i), h(i), h(i), h(i), h(i)
    write (*, '(F12.5,1x,E12.4,1x,ES12.4,1x,EN12.4,1x,G12.4,1x,D12.4)') &
        b(i), b(i), b(i), b(i), b(i), b(i)
    write (*, '(E12.3E1,1x,G15.7,1x,E25.17,1x,F0.3,1x,G10.3)') &
        h(i), h(i), h(i), h(i), h(i)
    write (*, '(E12.3E1,1x,G15.7,1x,E25.17,1x,F50.45,1x,G10.3)') &
        b(i), b(i), b(i), b(i), b(i)
    write (*, '(Z6,1x,B18,1x,O8,1x,Z6.5,1x,Z6,1x,B18,1x,O8)') &
        h(i), h(i), h(i), h(i), b(i), b(i), b(i)
  end do
  write (*, '(6F9.3)') h
  write (*, '(3(1PE11.3))') b(1:3)
  write (*, '(SP,2F8.2,SS,2ES10.2)') h(1:2), b(1:2)
  write (*, '(RU,F8.3,RD,F8.3,RZ,F8.3,RN,F8.3)') h(2), h(2), -h(2), b(2)
  write (*, '(F8.2,1x,E10.3,1x,G10.3,1x,F6.1)') 1.0_2 / zero2, &
      transfer(int(z'FF80', 2), bs), zero2 / zero2, transfer(int(z'7FC0', 2), bs)
  zh = [(1.5_2, -0.25_2), (65504.0_2, 6.1e-5_2)]
  zb = (3.140625_3, -1.0e30_3)
  write (*, '(4F10.4)') zh
  write (*, '(2ES12.4)') zb
  print *, zh, zb
  print *, h
  hs = -2.5_2
  bs = 1.0e-3_3
  write (*, nml=nl)
  call sweep_half()
  call sweep_bfloat()
contains
  ! A checksum of the text of every finite nonnegative REAL(2).
  subroutine sweep_half()
    integer :: k
    integer(2) :: bits
    real(2) :: v
    character(60) :: text
    integer(8) :: sum_e, sum_f, sum_g
    sum_e = 0; sum_f = 0; sum_g = 0
    do k = 0, 31743
      bits = int(k, 2)
      v = transfer(bits, v)
      write (text, '(ES16.8E2)') v
      sum_e = fold(sum_e, text)
      write (text, '(F36.26)') v
      sum_f = fold(sum_f, text)
      write (text, '(G14.5)') v
      sum_g = fold(sum_g, text)
      if (mod(k, 4099) == 0) print '(I6,1x,ES16.8E2,1x,G14.5)', k, v, v
    end do
    print *, 'half', sum_e, sum_f, sum_g
  end subroutine
  subroutine sweep_bfloat()
    integer :: k
    integer(2) :: bits
    real(3) :: v
    character(80) :: text
    integer(8) :: sum_e, sum_f, sum_g
    sum_e = 0; sum_f = 0; sum_g = 0
    do k = 0, 32639, 7
      bits = int(k, 2)
      v = transfer(bits, v)
      write (text, '(ES16.8E2)') v
      sum_e = fold(sum_e, text)
      write (text, '(G14.5)') v
      sum_g = fold(sum_g, text)
      if (k >= 15000 .and. k < 18000) then
        write (text, '(F70.30)') v
        sum_f = fold(sum_f, text)
      end if
      if (mod(k, 4102) == 0) print '(I6,1x,ES16.8E2,1x,G14.5)', k, v, v
    end do
    print *, 'bfloat', sum_e, sum_f, sum_g
  end subroutine
  integer(8) function fold(acc, text)
    integer(8), intent(in) :: acc
    character(*), intent(in) :: text
    integer :: j
    fold = acc
    do j = 1, len(text)
      fold = mod(fold * 31 + ichar(text(j:j)), 1000000007_8)
    end do
  end function
end program real_narrow_output
! CHECK:     1.50000   0.1500E+01   1.5000E+00   1.5000E+00    1.500       0.1500D+01
! CHECK-NEXT:     1.50000   0.1500E+01   1.5000E+00   1.5000E+00    1.500       0.1500D+01
! CHECK-NEXT:    0.150E+1    1.500000       0.15000000000000000E+01 1.500   1.50{{ +}}
! CHECK-NEXT:    0.150E+1    1.500000       0.15000000000000000E+01    1.500000000000000000000000000000000000000000000   1.50{{ +}}
! CHECK-NEXT:  3E00     11111000000000    37000  03E00   3FC0     11111111000000    37700
! CHECK-NEXT:     0.09998   0.9998E-01   9.9976E-02  99.9756E-03   0.9998E-01   0.9998D-01
! CHECK-NEXT:     0.10010   0.1001E+00   1.0010E-01 100.0977E-03   0.1001       0.1001D+00
! CHECK-NEXT:    0.100E+0   0.9997559E-01   0.99975585937500000E-01 .100  0.100{{ +}}
! CHECK-NEXT:    0.100E+0   0.1000977       0.10009765625000000E+00    0.100097656250000000000000000000000000000000000  0.100{{ +}}
! CHECK-NEXT:  2E66     10111001100110    27146  02E66   3DCD     11110111001101    36715
! CHECK-NEXT:-65504.00000  -0.6550E+05  -6.5504E+04 -65.5040E+03  -0.6550E+05  -0.6550D+05
! CHECK-NEXT:************  -0.3390E+39  -3.3895E+38 ************  -0.3390E+39  -0.3390D+39
! CHECK-NEXT:   -0.655E+5   -65504.00      -0.65504000000000000E+05 -65504.000 -0.655E+05
! CHECK-NEXT:************  -0.3389531E+39  -0.33895313892515355E+39 ************************************************** -0.339E+39
! CHECK-NEXT:  FBFF   1111101111111111   175777  0FBFF   FF7F   1111111101111111   177577
! CHECK-NEXT:     0.00006   0.6104E-04   6.1035E-05  61.0352E-06   0.6104E-04   0.6104D-04
! CHECK-NEXT:     0.00000   0.1175E-37   1.1755E-38  11.7549E-39   0.1175E-37   0.1175D-37
! CHECK-NEXT:    0.610E-4   0.6103516E-04   0.61035156250000000E-04 .000  0.610E-04
! CHECK-NEXT:************   0.1175494E-37   0.11754943508222875E-37    0.000000000000000000000000000000000000011754944  0.118E-37
! CHECK-NEXT:   400        10000000000     2000  00400     80           10000000      200
! CHECK-NEXT:     0.00000   0.5960E-07   5.9605E-08  59.6046E-09   0.5960E-07   0.5960D-07
! CHECK-NEXT:     0.00000   0.9184E-40   9.1835E-41  91.8355E-42   0.9184E-40   0.9184D-40
! CHECK-NEXT:    0.596E-7   0.5960464E-07   0.59604644775390625E-07 .000  0.596E-07
! CHECK-NEXT:************   0.9183550E-40   0.91835496157991212E-40    0.000000000000000000000000000000000000000091835  0.918E-40
! CHECK-NEXT:     1                  1        1  00001      1                  1        1
! CHECK-NEXT:  1000.00000   0.1000E+04   1.0000E+03   1.0000E+03    1000.       0.1000D+04
! CHECK-NEXT:  1000.00000   0.1000E+04   1.0000E+03   1.0000E+03    1000.       0.1000D+04
! CHECK-NEXT:    0.100E+4    1000.000       0.10000000000000000E+04 1000.000  0.100E+04
! CHECK-NEXT:    0.100E+4    1000.000       0.10000000000000000E+04 1000.000000000000000000000000000000000000000000000  0.100E+04
! CHECK-NEXT:  63D0    110001111010000    61720  063D0   447A    100010001111010    42172
! CHECK-NEXT:    1.500    0.100*********    0.000    0.000 1000.000
! CHECK-NEXT:  1.500E+00  1.001E-01 -3.390E+38
! CHECK-NEXT:   +1.50   +0.10  1.50E+00  1.00E-01
! CHECK-NEXT:   0.100   0.099  -0.099   0.100
! CHECK-NEXT:     Inf       -Inf        NaN    NaN
! CHECK-NEXT:    1.5000   -0.250065504.0000    0.0001
! CHECK-NEXT:  3.1406E+00 -1.0003E+30
! CHECK-NEXT: (1.5,-.25) (65504.,6.1E-05) (3.14,-1.E+30)
! CHECK-NEXT: 1.5 .1 -65504. 6.103E-05 5.E-08 1000.
! CHECK-NEXT: &NL HS= -2.5,BS= 1.E-03,ZH= (1.5,-.25) (65504.,6.1E-05)/
! CHECK-NEXT:     0   0.00000000E+00     0.0000{{ +}}
! CHECK-NEXT:  4099   4.89711761E-04    0.48971E-03
! CHECK-NEXT:  8198   7.85827637E-03    0.78583E-02
! CHECK-NEXT: 12297   1.26098633E-01    0.12610{{ +}}
! CHECK-NEXT: 16396   2.02343750E+00     2.0234{{ +}}
! CHECK-NEXT: 20495   3.24687500E+01     32.469{{ +}}
! CHECK-NEXT: 24594   5.21000000E+02     521.00{{ +}}
! CHECK-NEXT: 28693   8.36000000E+03     8360.0{{ +}}
! CHECK-NEXT: half 413571113 619061798 72936913
! CHECK-NEXT:     0   0.00000000E+00     0.0000{{ +}}
! CHECK-NEXT:  4102   2.64268403E-29    0.26427E-28
! CHECK-NEXT:  8204   1.18584613E-19    0.11858E-18
! CHECK-NEXT: 12306   5.31144906E-10    0.53114E-09
! CHECK-NEXT: 16408   2.37500000E+00     2.3750{{ +}}
! CHECK-NEXT: 20510   1.06032005E+10    0.10603E+11
! CHECK-NEXT: 24612   4.72697817E+19    0.47270E+20
! CHECK-NEXT: 28714   2.10449807E+29    0.21045E+30
! CHECK-NEXT: bfloat 754954570 928831405 575952702
! CHECK-NOT:{{.}}
