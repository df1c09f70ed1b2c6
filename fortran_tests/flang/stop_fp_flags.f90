! flang front door: real output leaves the program's floating-point
! exception flags as they were, so flang's STOP reports none for a
! program that only wrote values (it reports the flags left raised).
! ftnio's G0 and list-directed digits divided in floating point (INEXACT),
! and its EN and G choices follow libgfortran's arithmetic (INEXACT,
! OVERFLOW for a tiny value); libgfortran's flags stay under the gfortran
! front door (fortran_tests/formatted/stop_fp_flags.f90).
! RUN: %flangdiff %s | %fcheck %s
program stop_fp_flags
  implicit none
  real :: y
  real(8) :: x
  y = 1e-40
  x = 0.1d0
  write (*, '(g0)') x
  write (*, *) y, x
  write (*, '(en12.3)') y
  write (*, '(en12.3)') x
  write (*, '(g12.3)') x
  stop
end program
! CHECK:.1
! CHECK-NEXT: 1.E-40 .1
! CHECK-NEXT:  99.999E-42
! CHECK-NEXT: 100.000E-03
! CHECK-NEXT:   0.100    
