! GFORTRAN_OPTIONAL_PLUS=y prints a '+' on positive list-directed numbers
! (where the sign is processor-dependent); 'n' and unset do not.
! RUN: %fdiff --env GFORTRAN_OPTIONAL_PLUS=y %s | %fcheck --check-prefix=PLUS %s
! RUN: %fdiff --env GFORTRAN_OPTIONAL_PLUS=1 %s | %fcheck --check-prefix=PLUS1 %s
! RUN: %fdiff --env GFORTRAN_OPTIONAL_PLUS=n %s | %fcheck --check-prefix=NOPLUS %s
! RUN: %fdiff  %s | %fcheck --check-prefix=DEFAULT %s
program optional_plus
  implicit none
  integer(8) :: big = 123456789012_8
  print *, 1, -1, 0, big
  print *, 1.5, -1.5, 0.0, 1e20, 1d300
  print *, (1.0, -2.0), 'text', .true.
end program optional_plus
! PLUS:          +1          -1          +0        +123456789012
! PLUS-NEXT:  +1.50000000      -1.50000000      +0.00000000      +1.00000002E+20  +1.0000000000000001E+300
! PLUS-NEXT:           (+1.00000000,-2.00000000) text T
! PLUS1:          +1          -1          +0        +123456789012
! PLUS1-NEXT:  +1.50000000      -1.50000000      +0.00000000      +1.00000002E+20  +1.0000000000000001E+300
! PLUS1-NEXT:           (+1.00000000,-2.00000000) text T
! NOPLUS:           1          -1           0         123456789012
! NOPLUS-NEXT:   1.50000000      -1.50000000       0.00000000       1.00000002E+20   1.0000000000000001E+300
! NOPLUS-NEXT:            (1.00000000,-2.00000000) text T
! DEFAULT:           1          -1           0         123456789012
! DEFAULT-NEXT:   1.50000000      -1.50000000       0.00000000       1.00000002E+20   1.0000000000000001E+300
! DEFAULT-NEXT:            (1.00000000,-2.00000000) text T
