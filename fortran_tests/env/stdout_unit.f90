! GFORTRAN_STDOUT_UNIT=7: unit 7 is preconnected to standard output, so
! WRITE(7,*) reaches stdout, while PRINT * (unit 6, fixed by the compiler)
! now opens a file named fort.6 in the working directory.
! RUN: %fdiff --env GFORTRAN_STDOUT_UNIT=7 %s | %fcheck %s
! RUN: %fdiff --env GFORTRAN_STDOUT_UNIT=7 --stdout-file %s | %fcheck %s
! RUN: %fdiff --env GFORTRAN_STDOUT_UNIT=7 --show-file=fort.6 %s | %fcheck --check-prefix=FORT6 %s
program stdout_unit
  implicit none
  write (7, *) 'unit 7 is stdout'
  print *, 'this goes to fort.6'
  write (7, *) 'unit 7 again', 7
end program stdout_unit
! CHECK: unit 7 is stdout
! CHECK-NEXT: unit 7 again           7
! FORT6: this goes to fort.6
