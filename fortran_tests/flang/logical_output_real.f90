! flang front door: L output of a REAL or COMPLEX item tests the item's
! first byte (2.0, 1.0d0 and -0.0 are F, 0.1 is T); of an INTEGER item
! all of its bytes (256 is T).  Run-time formats: flang refuses constant
! ones when compiling.
! RUN: %flangdiff %s | %fcheck %s
program logical_output_real
  implicit none
  character(20) :: f
  f = '(L3)'
  write (*, f) 2.0
  write (*, f) 0.1
  write (*, f) 1.0d0
  write (*, f) 0.1d0
  write (*, f) -0.0
  write (*, f) (1.0, 0.0)
  write (*, f) transfer(int(z'40000100'), 1.0)
  write (*, f) transfer(int(z'40000001'), 1.0)
  write (*, f) 256
  write (*, f) 65536
end program logical_output_real
! CHECK:  F
! CHECK-NEXT:  T
! CHECK-NEXT:  F
! CHECK-NEXT:  T
! CHECK-NEXT:  F
! CHECK-NEXT:  F
! CHECK-NEXT:  F
! CHECK-NEXT:  F
! CHECK-NEXT:  T
! CHECK-NEXT:  T
! CHECK-NEXT:  T
