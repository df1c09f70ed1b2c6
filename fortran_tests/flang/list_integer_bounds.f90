! flang front door: list-directed INTEGER output of every kind at its
! bounds, across the 64-bit boundary of the digit conversion (values
! up to 2**64-1 and beyond), with SIGN='PLUS'.
! RUN: %flangdiff %s | %fcheck %s
program li
  integer(1) :: a = -huge(a)-1
  integer(2) :: b = -huge(b)-1
  integer(4) :: c = -huge(c)-1
  integer(8) :: d = -huge(d)-1
  integer(16) :: e = -huge(e)-1, f = huge(f), g = 18446744073709551615_16, h = -18446744073709551616_16
  print *, a, b, c, d, e, f, g, h, 0, -1_8, huge(d)
  write(*, *, sign='plus') 0, 5_16, g
end program
! CHECK: -128 -32768 -2147483648 -9223372036854775808
! CHECK-NEXT: -170141183460469231731687303715884105728
! CHECK-NEXT: 170141183460469231731687303715884105727 18446744073709551615
! CHECK-NEXT: -18446744073709551616 0 -1 9223372036854775807
! CHECK-NEXT: +0 +5 +18446744073709551615
