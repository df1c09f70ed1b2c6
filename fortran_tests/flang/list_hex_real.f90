! flang front door: list-directed REAL input in hexadecimal ("0x1.8p3"),
! which flang's runtime reads (gfortran's does not, and ftnio read it as
! libgfortran: an error).  The digits may have a radix point ('.', or ','
! under DECIMAL='COMMA'); the binary exponent 'p' must follow, else the
! value is "Bad real input data at column C", C after the character that
! ended the digits (taken with them, as "0x1.8" shows under DECIMAL=
! 'COMMA').  Rounding keeps p bits, a rounding bit and a sticky bit, in
! every ROUND= mode; a subnormal result raises IEEE_UNDERFLOW even when
! exact; an overflow is flang's IOSTAT 1036 (HUGE under ROUND='ZERO').
! Also: "0*1" before a REAL item is no repeat count but the value 0,
! which the '*' ends (IOSTAT 1046 "invalid character"), where ftnio
! reported a zero repeat count.  Found by progen/input_fuzz.py (seeds 2
! and 25) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 0   8.00000000E+00 none
! CHECK:dc 1 0   8.0000000000000000E+00 none
! CHECK:2 0   3.00000000E+00 none
! CHECK:dc 2 1030  -1.0000000000000000E+00 Bad real input data at column 5 of record 1
! CHECK:3 0  -2.50000000E-01 none
! CHECK:dc 3 0  -2.5000000000000000E-01 none
! CHECK:4 1030  -1.00000000E+00 Bad real input data at column 4 of record 1
! CHECK:dc 4 1030  -1.0000000000000000E+00 Bad real input data at column 4 of record 1
! CHECK:5 1030  -1.00000000E+00 Bad real input data at column 5 of record 1
! CHECK:dc 5 1030  -1.0000000000000000E+00 Bad real input data at column 5 of record 1
! CHECK:6 0   1.00000000E+01 none
! CHECK:dc 6 0   1.0000000000000000E+01 none
! CHECK:7 0   8.00000000E+00 none
! CHECK:dc 7 0   8.0000000000000000E+00 none
! CHECK:8 1030  -1.00000000E+00 Bad real input data at column 4 of record 1
! CHECK:dc 8 1030  -1.0000000000000000E+00 Bad real input data at column 4 of record 1
! CHECK:9 0   2.00000000E+00 none
! CHECK:dc 9 1030  -1.0000000000000000E+00 Bad real input data at column 5 of record 1
! CHECK:10 0   0.00000000E+00 none
! CHECK:dc 10 0   0.0000000000000000E+00 none
! CHECK:11 1030  -1.00000000E+00 Bad real input data at column 6 of record 1
! CHECK:dc 11 1030  -1.0000000000000000E+00 Bad real input data at column 5 of record 1
! CHECK:12 0   8.00000000E+00 none
! CHECK:dc 12 0   8.0000000000000000E+00 none
! CHECK:13 0   1.93750000E+00 none
! CHECK:dc 13 0   1.9375000000000000E+00 none
! CHECK:14 0   1.00000000E+00 none
! CHECK:dc 14 1030  -1.0000000000000000E+00 Bad real input data at column 5 of record 1
! CHECK:file 1046   8.00000000E+00 invalid character (0x28) after list-directed input value, at column 7 in record 1
! CHECK:file 1046   0.00000000E+00  0.0000000000000000E+00 invalid character (0x2a) after list-directed input value, at column 4 in record 2
! CHECK:1 nearest 0TF 0FF 0FF 0FF 0TF
! CHECK:  3F800000 3FF0000010000000 3FFF8000008000000000 3FFF0000010000000000000000000000 3C00
! CHECK:1 zero 0TF 0FF 0FF 0FF 0TF
! CHECK:  3F800000 3FF0000010000000 3FFF8000008000000000 3FFF0000010000000000000000000000 3C00
! CHECK:1 up 0TF 0FF 0FF 0FF 0TF
! CHECK:  3F800001 3FF0000010000000 3FFF8000008000000000 3FFF0000010000000000000000000000 3C01
! CHECK:2 nearest 0TF 0FF 0FF 0FF 0TF
! CHECK:  BF800001 BFF0000018000000 BFFF800000C000000000 BFFF0000018000000000000000000000 BC00
! CHECK:2 zero 0TF 0FF 0FF 0FF 0TF
! CHECK:  BF800000 BFF0000018000000 BFFF800000C000000000 BFFF0000018000000000000000000000 BC00
! CHECK:2 up 0TF 0FF 0FF 0FF 0TF
! CHECK:  BF800000 BFF0000018000000 BFFF800000C000000000 BFFF0000018000000000000000000000 BC00
! CHECK:3 nearest 0FT 0FF 0FF 0FF 0TF
! CHECK:  00000001 36A0000000000000 3F6A8000000000000000 3F6A0000000000000000000000000000 0000
! CHECK:3 zero 0FT 0FF 0FF 0FF 0TF
! CHECK:  00000001 36A0000000000000 3F6A8000000000000000 3F6A0000000000000000000000000000 0000
! CHECK:3 up 0FT 0FF 0FF 0FF 0TT
! CHECK:  00000001 36A0000000000000 3F6A8000000000000000 3F6A0000000000000000000000000000 0001
! CHECK:4 nearest 0TT 0FF 0FF 0FF 0TF
! CHECK:  00000002 36A8000000000000 3F6AC000000000000000 3F6A8000000000000000000000000000 0000
! CHECK:4 zero 0TT 0FF 0FF 0FF 0TF
! CHECK:  00000001 36A8000000000000 3F6AC000000000000000 3F6A8000000000000000000000000000 0000
! CHECK:4 up 0TT 0FF 0FF 0FF 0TT
! CHECK:  00000002 36A8000000000000 3F6AC000000000000000 3F6A8000000000000000000000000000 0001
! CHECK:5 nearest 1036FF 0FF 0FF 0FF 1036FF
! CHECK:  7F800000 47EFFFFFFF000000 407EFFFFFFF800000000 407EFFFFFFF000000000000000000000 7C00
! CHECK:5 zero 0TF 0FF 0FF 0FF 0TF
! CHECK:  7F7FFFFF 47EFFFFFFF000000 407EFFFFFFF800000000 407EFFFFFFF000000000000000000000 7BFF
! CHECK:5 up 1036FF 0FF 0FF 0FF 1036FF
! CHECK:  7F800000 47EFFFFFFF000000 407EFFFFFFF800000000 407EFFFFFFF000000000000000000000 7C00
! CHECK:6 nearest 1036FF 1036FF 1036FF 1036FF 1036FF
! CHECK:  FF800000 FFF0000000000000 FFFF0000000000000000 FFFF0000000000000000000000000000 FC00
! CHECK:6 zero 0FF 0FF 0FF 0FF 0FF
! CHECK:  FF7FFFFF FFEFFFFFFFFFFFFF FFFEFFFFFFFFFFFFFFFF FFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF FBFF
! CHECK:6 up 0FF 0FF 0FF 0FF 0FF
! CHECK:  FF7FFFFF FFEFFFFFFFFFFFFF FFFEFFFFFFFFFFFFFFFF FFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF FBFF
! CHECK:7 nearest 0TF 0TF 0FF 0FF 0TF
! CHECK:  3F800000 3FF0000000000000 3FFF8000000000000400 3FFF0000000000000800000000000000 3C00
! CHECK:7 zero 0TF 0TF 0FF 0FF 0TF
! CHECK:  3F800000 3FF0000000000000 3FFF8000000000000400 3FFF0000000000000800000000000000 3C00
! CHECK:7 up 0TF 0TF 0FF 0FF 0TF
! CHECK:  3F800001 3FF0000000000001 3FFF8000000000000400 3FFF0000000000000800000000000000 3C01
! CHECK:8 nearest 0FF 0FF 0FF 0FF 0FF
! CHECK:  80000000 8000000000000000 80000000000000000000 80000000000000000000000000000000 8000
! CHECK:8 zero 0FF 0FF 0FF 0FF 0FF
! CHECK:  80000000 8000000000000000 80000000000000000000 80000000000000000000000000000000 8000
! CHECK:8 up 0FF 0FF 0FF 0FF 0FF
! CHECK:  80000000 8000000000000000 80000000000000000000 80000000000000000000000000000000 8000
! CHECK:9 nearest 0TF 0TF 0TF 0FT 0TF
! CHECK:  00000000 0000000000000000 00000000000000000000 00000000000000000001000000000000 0000
! CHECK:9 zero 0TF 0TF 0TF 0FT 0TF
! CHECK:  00000000 0000000000000000 00000000000000000000 00000000000000000001000000000000 0000
! CHECK:9 up 0TT 0TT 0TT 0FT 0TT
! CHECK:  00000001 0000000000000001 00000000000000000001 00000000000000000001000000000000 0001
program list_hex_real
  use ieee_arithmetic
  implicit none
  character(20) :: forms(14), recs(9)
  character(10) :: modes(3) = [character(10) :: 'nearest', 'zero', 'up']
  real(2) :: h
  real :: r
  real(8) :: d
  real(10) :: x
  real(16) :: q
  integer :: ios, k, m, i, iosk(5)
  logical :: fi(5), fu(5)
  character(100) :: msg
  forms = [character(20) :: '0x1p3', '0x1.8p1 2', '-0x1p-2,', '0x1', &
           '0x1p', '0xAp0 ', '0x1P3/', '0x1 p3', '0x1.p1', '0xp1', &
           '0x1.8', '0x1p3x', '0X1fp-4', '0x1.0000008p0']
  do k = 1, size(forms)
    r = -1; msg = 'none'
    read(forms(k), *, iostat=ios, iomsg=msg) r
    print '(i0,1x,i0,1x,es16.8,1x,a)', k, ios, r, trim(msg)
    d = -1; msg = 'none'
    read(forms(k), *, iostat=ios, iomsg=msg, decimal='comma') d
    print '("dc ",i0,1x,i0,1x,es24.16,1x,a)', k, ios, d, trim(msg)
  end do
  open(11, file='h.txt', status='replace')
  write(11, '(a)') '0x1p3,(1,2)'
  write(11, '(a)') '0 0*1 2'
  rewind(11)
  r = -1; msg = 'none'
  read(11, *, iostat=ios, iomsg=msg, decimal='comma') r
  print '("file ",i0,1x,es16.8,1x,a)', ios, r, trim(msg)
  r = -1; d = -1; msg = 'none'
  read(11, *, iostat=ios, iomsg=msg) r, d
  print '("file ",i0,1x,es16.8,es24.16,1x,a)', ios, r, d, trim(msg)
  close(11, status='delete')
  recs = [character(20) :: '0x1.000001p0', '-0x1.0000018p0', '0x1p-149', &
          '0x1.8p-149', '0x1.fffffffp127', '-0x1p99999', &
          '0x1.00000000000008p0', '-0x0p0', '0x1p-16446']
  do k = 1, size(recs)
    do m = 1, size(modes)
      r = -1; d = -1; x = -1; q = -1; h = -1
      call ieee_set_flag(ieee_all, .false.)
      read(recs(k), *, iostat=iosk(1), round=modes(m)) r
      call ieee_get_flag(ieee_inexact, fi(1)); call ieee_get_flag(ieee_underflow, fu(1))
      call ieee_set_flag(ieee_all, .false.)
      read(recs(k), *, iostat=iosk(2), round=modes(m)) d
      call ieee_get_flag(ieee_inexact, fi(2)); call ieee_get_flag(ieee_underflow, fu(2))
      call ieee_set_flag(ieee_all, .false.)
      read(recs(k), *, iostat=iosk(3), round=modes(m)) x
      call ieee_get_flag(ieee_inexact, fi(3)); call ieee_get_flag(ieee_underflow, fu(3))
      call ieee_set_flag(ieee_all, .false.)
      read(recs(k), *, iostat=iosk(4), round=modes(m)) q
      call ieee_get_flag(ieee_inexact, fi(4)); call ieee_get_flag(ieee_underflow, fu(4))
      call ieee_set_flag(ieee_all, .false.)
      read(recs(k), *, iostat=iosk(5), round=modes(m)) h
      call ieee_get_flag(ieee_inexact, fi(5)); call ieee_get_flag(ieee_underflow, fu(5))
      call ieee_set_flag(ieee_all, .false.)
      print '(i0,1x,a,5(1x,i0,2l1))', k, trim(modes(m)), (iosk(i), fi(i), fu(i), i = 1, 5)
      print '(2x,z8.8,1x,z16.16,1x,z20.20,1x,z32.32,1x,z4.4)', r, d, x, q, h
    end do
  end do
end program
