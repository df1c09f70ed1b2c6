! List-directed output of every INTEGER kind: HUGE, -HUGE-1, 0, -1 and a few
! ordinary values, through PRINT *, WRITE(*,*) and WRITE(6,*).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program integers
  use iso_fortran_env, only: int8, int16, int32, int64
  implicit none
  integer(int8)  :: i1
  integer(int16) :: i2
  integer(int32) :: i4
  integer(int64) :: i8
  integer(16)    :: i16
  i1 = huge(i1); i2 = huge(i2); i4 = huge(i4); i8 = huge(i8); i16 = huge(i16)
  print *, i1, i2, i4
  print *, i8
  print *, i16
  i1 = -huge(i1) - 1_int8; i2 = -huge(i2) - 1_int16
  i4 = -huge(i4) - 1; i8 = -huge(i8) - 1_int64; i16 = -huge(i16) - 1_16
  print *, i1, i2, i4
  print *, i8
  print *, i16
  print *, 0_int8, 0_int16, 0, 0_int64, 0_16
  print *, -1_int8, -1_int16, -1, -1_int64, -1_16
  print *, 7, -7, 10, 100, 1000, 12345678
  write (*, *) 42_int8, 42_int16
  write (6, *) 123456789012_int64
  write (*, *) 170141183460469231731687303715884105727_16
end program integers
! CHECK:  127  32767  2147483647
! CHECK-NEXT:  9223372036854775807
! CHECK-NEXT:  170141183460469231731687303715884105727
! CHECK-NEXT: -128 -32768 -2147483648
! CHECK-NEXT: -9223372036854775808
! CHECK-NEXT: -170141183460469231731687303715884105728
! CHECK-NEXT:    0      0           0                    0                                        0
! CHECK-NEXT:   -1     -1          -1                   -1                                       -1
! CHECK-NEXT:           7          -7          10         100        1000    12345678
! CHECK-NEXT:   42     42
! CHECK-NEXT:         123456789012
! CHECK-NEXT:  170141183460469231731687303715884105727
