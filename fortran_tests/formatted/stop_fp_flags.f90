! gfortran front door: real output raises the floating-point flags
! libgfortran's arithmetic raises (an EN edit of a tiny value overflows
! its scaling), and gfortran's STOP notes them on stderr; ftnio keeps
! them, where the flang front door keeps the program's own flags
! (fortran_tests/flang/stop_fp_flags.f90).  A guard: the differential
! runner compares stderr.
! RUN: %fdiff %s | %fcheck %s
program stop_fp_flags
  implicit none
  real :: y
  real(8) :: x
  y = 1e-40
  x = 0.1d0
  write (*, '(en12.3)') y
  write (*, '(g12.3)') x
  write (*, '(en12.3)') x
  stop
end program
! CHECK:  99.999E-42
! CHECK-NEXT:   0.100    
! CHECK-NEXT: 100.000E-03
