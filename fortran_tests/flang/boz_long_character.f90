! flang front door (issue 18): B, O and Z on a CHARACTER item longer than
! 16 bytes edit all of its bytes as one little-endian number too, as
! flang 19's runtime does (a field too narrow is asterisks), and Bw.0,
! Ow.0 and Zw.0 leave the field blank only for a value whose bits are all
! zero (a REAL(10) whose low 32 bits are zero is digits or asterisks);
! libgfortran looks at the low 32 bits.  (progen seeds 978, 2240, 2271,
! 2276.)
! RUN: %flangdiff %s | %fcheck %s
program boz_long_character
  character(20) :: c = 'abcdefghijklmnopqrst'
  character(17) :: one
  real(10) :: r(2)
  integer(8) :: i8
  one = achar(1)
  r(1) = 1.0_10
  r(2) = 0
  i8 = ishft(1_8, 40)
  write(*, '(z3,"|",z44,"|",z0)') c, c, c
  write(*, '(b3,"|",o0,"|",z6.5,"|",b0)') one, one, one, one
  write(*, '(3(z1.0,"|"))') r, 0.0_10
  write(*, '(z3.0,"|",o2.0,"|",b1.0,"|")') i8, i8, 0_8
end program boz_long_character
! CHECK:***|    74737271706F6E6D6C6B6A696867666564636261|74737271706F6E6D6C6B6A696867666564636261
! CHECK-NEXT:***|200401002004010020040100200401002004010020001|******|10000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000100000001000000010000000000001
! CHECK-NEXT:*| | |
! CHECK-NEXT:***|**| |
