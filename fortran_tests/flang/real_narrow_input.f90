! flang front door: READ of REAL(2) (binary16) and REAL(3) (bfloat16) and
! of their COMPLEX kinds: list-directed and F, E, ES, EN, D, G input,
! correctly rounded to the narrow format straight from the decimal text
! (ties to even at every midpoint, no double rounding through float),
! subnormals, Inf and NaN, repeat counts, Z input, and flang's error for
! a value that overflows its kind (IOSTAT/IOMSG, for every REAL kind);
! then unformatted WRITE and READ of the same items.
! RUN: %flangdiff %s | %fcheck %s
program real_narrow_input
  implicit none
  real(2) :: h(4)
  real(3) :: b(4)
  real(4) :: s(3)
  real(8) :: d(2)
  complex(2) :: zh(2)
  complex(3) :: zb
  character(80) :: line
  integer :: ios
  character(100) :: msg
  line = '0.1 65519 -1e-8 2.99e-8'
  h = 9
  read (line, *) h
  write (*, '(4Z5)') h
  line = '0.1 3.3961e38 4.6e-41 -4.5e-41'
  b = 9
  read (line, *) b
  write (*, '(4Z5)') b
  ! 1 + 2^-11 and 1 + 3 * 2^-11 lie halfway: ties to even.
  write (line, '(4A20)') '1.00048828125', '1.000488281250001', '2049', '2051'
  read (line, '(4F20.0)') h
  write (*, '(4Z5)') h
  read (line, *) h
  write (*, '(4Z5)') h
  line = '1.00390625 1.003906250001 257 259'
  read (line, *) b
  write (*, '(4Z5)') b
  line = '(1.5, -2.25) (3,4) (-0.1,1e3)'
  read (line, *) zh, zb
  write (*, '(4Z5,1x,2Z5)') zh, zb
  line = '1.5E0 2.5D0 35E-1 4.5 '
  read (line, '(E6.1,ES6.1,EN6.1,G6.1)') h
  print *, h
  read (line, '(D6.1,F6.1,E6.1,F6.1)') b
  print *, b
  read (line, '(2P,F6.1,-1P,F6.1,0P,2F6.1)') h
  print *, h
  read (line, '(BZ,F6.3,RU,F6.1,RD,F6.1,RZ,F6.1)') h
  write (*, '(4Z5)') h
  line = '  Inf -NaN nan -Infinity'
  read (line, *) h
  write (*, '(4Z5)') h
  read (line, *) b
  write (*, '(4Z5)') b
  line = '3*2.5 7'
  read (line, *) b
  print *, b
  read (line, *) h
  print *, h
  line = '2*(1,2)'
  read (line, *) zh
  print *, zh
  line = '3C00 BF80 7BFF 0001'
  read (line, '(Z4,1x,Z4,1x,Z4,1x,Z4)') h(1), b(1), h(2), b(2)
  print *, h(1:2), b(1:2)
  ! Overflow: an error in flang, the item holding the overflowed value.
  line = '65519 65520 2.98e-8 2.99e-8'
  h = 9
  read (line, *, iostat=ios, iomsg=msg) h
  print *, ios, h, trim(msg)
  line = '1e5 2 3'
  h = 9
  read (line, '(3F6.0)', iostat=ios, iomsg=msg) h
  print *, ios, h, trim(msg)
  line = '-1e39 2 3'
  b = 9
  read (line, *, iostat=ios, iomsg=msg) b
  print *, ios, b, trim(msg)
  line = '(1,1e5)'
  zh = (9, 9)
  read (line, *, iostat=ios, iomsg=msg) zh
  print *, ios, zh, trim(msg)
  line = '1e39 2 1e-50'
  s = 9
  read (line, *, iostat=ios, iomsg=msg) s
  print *, ios, s, trim(msg)
  line = ' 2 1e-50 3.5e38'
  s = 9
  read (line, '(3E8.0)', iostat=ios, iomsg=msg) s
  print *, ios, s, trim(msg)
  line = '1e308 1.8e308'
  d = 9
  read (line, *, iostat=ios, iomsg=msg) d
  print *, ios, d, trim(msg)
  call midpoints_half()
  call midpoints_bfloat()
  call unformatted()
contains
  ! Every midpoint between adjacent positive REAL(2) values, exactly and a
  ! hair above and below, read back: a checksum of the results' bits.
  subroutine midpoints_half()
    integer :: k, j
    real(2) :: lo, hi, got
    real(8) :: mid, probe(3)
    character(40) :: text
    integer(8) :: sum
    sum = 0
    do k = 0, 31742
      lo = transfer(int(k, 2), lo)
      hi = transfer(int(k + 1, 2), hi)
      mid = (real(lo, 8) + real(hi, 8)) / 2
      probe = [mid, mid * (1 + 1d-12), mid * (1 - 1d-12)]
      do j = 1, 3
        write (text, '(ES40.25E3)') probe(j)
        read (text, *) got
        sum = mod(sum * 7 + transfer(got, 0_2), 1000000007_8)
        if (mod(k, 5003) == 0) write (*, '(I6,1x,A,1x,Z4)') k, trim(adjustl(text)), got
      end do
    end do
    print *, 'half', sum
  end subroutine
  subroutine midpoints_bfloat()
    integer :: k, j
    real(3) :: lo, hi, got
    real(8) :: mid, probe(3)
    character(40) :: text
    integer(8) :: sum
    sum = 0
    do k = 0, 32638
      lo = transfer(int(k, 2), lo)
      hi = transfer(int(k + 1, 2), hi)
      mid = (real(transfer(ishft(int(k, 4), 16), 1.0), 8) + &
             real(transfer(ishft(int(k + 1, 4), 16), 1.0), 8)) / 2
      probe = [mid, mid * (1 + 1d-12), mid * (1 - 1d-12)]
      do j = 1, 3
        write (text, '(ES40.25E3)') probe(j)
        read (text, '(E40.0)') got
        sum = mod(sum * 7 + transfer(got, 0_2), 1000000007_8)
        if (mod(k, 5003) == 0) write (*, '(I6,1x,A,1x,Z4)') k, trim(adjustl(text)), got
      end do
    end do
    print *, 'bfloat', sum
  end subroutine
  subroutine unformatted()
    real(2) :: h2(4)
    real(3) :: b2(4)
    complex(2) :: z2(2)
    complex(3) :: zb2
    integer :: u
    open (newunit=u, file='narrow.bin', form='unformatted')
    write (u) h, b
    write (u) zh, zb
    rewind (u)
    read (u) h2, b2
    read (u) z2, zb2
    close (u)
    print *, all(transfer(h2, 0_2, 4) == transfer(h, 0_2, 4)), &
        all(transfer(b2, 0_2, 4) == transfer(b, 0_2, 4)), z2, zb2
  end subroutine
end program real_narrow_input
! CHECK: 2E66 7BFF 8000    1
! CHECK-NEXT: 3DCD 7F7F    1 8000
! CHECK-NEXT: 3C00 3C01 6800 6802
! CHECK-NEXT: 3C00 3C01 6800 6802
! CHECK-NEXT: 3F80 3F81 4380 4382
! CHECK-NEXT: 3E00 C080 4200 4400  BDCD 447A
! CHECK-NEXT: 1.5 2.5 .35 4.5
! CHECK-NEXT: 1.5 2.5 .35 4.5
! CHECK-NEXT: 1.5 2.5 .35 4.5
! CHECK-NEXT: 3E00 4100    0 4480
! CHECK-NEXT: 7C00 FE00 7E00 FC00
! CHECK-NEXT: 7F80 FFC0 7FC0 FF80
! CHECK-NEXT: 2.5 2.5 2.5 7.
! CHECK-NEXT: 2.5 2.5 2.5 7.
! CHECK-NEXT: (1.,2.) (1.,2.)
! CHECK-NEXT: 1. 65504. -1. 1.E-40
! CHECK-NEXT: 1036 65504. Inf 9. 9. Real or complex input value overflows type
! CHECK-NEXT: 1036 Inf 9. 9. 9. Real or complex input value overflows type
! CHECK-NEXT: 1036 -Inf 9. 9. 9. Real or complex input value overflows type
! CHECK-NEXT: 1036 (1.,Inf) (9.,9.) Real or complex input value overflows type
! CHECK-NEXT: 1036 Inf 9. 9. Real or complex input value overflows type
! CHECK-NEXT: 1036 0. Inf 9. Real or complex input value overflows type
! CHECK-NEXT: 1036 1.E+308 Inf Real or complex input value overflows type
! CHECK-NEXT:     0 2.9802322387695312500000000E-008    0
! CHECK-NEXT:     0 2.9802322387725117471831511E-008    1
! CHECK-NEXT:     0 2.9802322387665510836890940E-008    0
! CHECK-NEXT:  5003 9.2101097106933593750000000E-004 138C
! CHECK-NEXT:  5003 9.2101097107025707566574368E-004 138C
! CHECK-NEXT:  5003 9.2101097106841490775447356E-004 138B
! CHECK-NEXT: 10006 2.7687072753906250000000000E-002 2716
! CHECK-NEXT: 10006 2.7687072753933939656123542E-002 2717
! CHECK-NEXT: 10006 2.7687072753878563813323410E-002 2716
! CHECK-NEXT: 15009 8.2885742187500000000000000E-001 3AA2
! CHECK-NEXT: 15009 8.2885742187582889251018514E-001 3AA2
! CHECK-NEXT: 15009 8.2885742187417110748981486E-001 3AA1
! CHECK-NEXT: 20012 2.4695312500000000000000000E+001 4E2C
! CHECK-NEXT: 20012 2.4695312500024698465495021E+001 4E2D
! CHECK-NEXT: 20012 2.4695312499975305087218658E+001 4E2C
! CHECK-NEXT: 25015 7.3175000000000000000000000E+002 61B8
! CHECK-NEXT: 25015 7.3175000000073180217441404E+002 61B8
! CHECK-NEXT: 25015 7.3174999999926831151242368E+002 61B7
! CHECK-NEXT: 30018 2.1544000000000000000000000E+004 7542
! CHECK-NEXT: 30018 2.1544000000021544110495597E+004 7543
! CHECK-NEXT: 30018 2.1543999999978455889504403E+004 7542
! CHECK-NEXT: half 771426997
! CHECK-NEXT:     0 4.5917748078995605780028771E-041    1
! CHECK-NEXT:     0 4.5917748079041527610222311E-041    1
! CHECK-NEXT:     0 4.5917748078949689047729347E-041    0
! CHECK-NEXT:  5003 3.5214750809065966993579563E-027 138B
! CHECK-NEXT:  5003 3.5214750809101187341285780E-027 138C
! CHECK-NEXT:  5003 3.5214750809030753820521483E-027 138B
! CHECK-NEXT: 10006 2.0886070650760757416719571E-015 2717
! CHECK-NEXT: 10006 2.0886070650781646453489823E-015 2717
! CHECK-NEXT: 10006 2.0886070650739872324253844E-015 2716
! CHECK-NEXT: 15009 1.2321472167968750000000000E-003 3AA2
! CHECK-NEXT: 15009 1.2321472167981073041892470E-003 3AA2
! CHECK-NEXT: 15009 1.2321472167956429126511875E-003 3AA1
! CHECK-NEXT: 20012 7.2351744000000000000000000E+008 4E2C
! CHECK-NEXT: 20012 7.2351744000072360038757324E+008 4E2D
! CHECK-NEXT: 20012 7.2351743999927651882171631E+008 4E2C
! CHECK-NEXT: 25015 4.2312219219071284019200000E+020 61B8
! CHECK-NEXT: 25015 4.2312219219113600614400000E+020 61B8
! CHECK-NEXT: 25015 4.2312219219028973977600000E+020 61B7
! CHECK-NEXT: 30018 2.4655804174439061859110877E+032 7542
! CHECK-NEXT: 30018 2.4655804174463719967790656E+032 7543
! CHECK-NEXT: 30018 2.4655804174414407353310800E+032 7542
! CHECK-NEXT: bfloat 90244955
! CHECK-NEXT: T T (1.,Inf) (9.,9.) (-.1,1000.)
! CHECK-NOT:{{.}}
