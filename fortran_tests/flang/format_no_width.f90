! flang front door: I, B, O and Z edits without a width in an output
! format (a flang extension) write the minimal field, as with w = 0:
! every integer kind, negative values (two's complement for B, O, Z),
! repeat counts, external and internal files; L without a width is L1.
! RUN: %flangdiff %s | %fcheck %s
program format_no_width
  implicit none
  integer(1) :: i1 = -2
  integer(2) :: i2 = 300
  integer(4) :: i4 = 255
  integer(8) :: i8 = -4096_8
  integer(16) :: i16 = 2_16**70
  character(40) :: buf
  write (*, '(z)') i4
  write (*, '(b)') i4
  write (*, '(o)') i4
  write (*, '(i)') -i4
  write (*, '(z,1x,z,1x,z,1x,z)') i1, i2, i8, i16
  write (*, '(3b,"|")') i1, i2, 5
  write (*, '(o,1x,i,1x,l)') i8, i16, .true.
  write (buf, '(z,"/",b,"/",o,"/",i)') -1, 6, 64, 0
  print '(a)', trim(buf)
end program format_no_width
! CHECK:FF
! CHECK-NEXT:11111111
! CHECK-NEXT:377
! CHECK-NEXT:-255
! CHECK-NEXT:FE 12C FFFFFFFFFFFFF000 400000000000000000
! CHECK-NEXT:11111110100101100101|
! CHECK-NEXT:1777777777777777770000 1180591620717411303424 T
! CHECK-NEXT:FFFFFFFF/110/100/0
! CHECK-NOT:{{.}}
