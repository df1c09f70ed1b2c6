! GFORTRAN_STDERR_UNIT=9: unit 9 is preconnected to standard error and
! WRITE(0,*) opens a file named fort.0 instead.
! RUN: %fdiff --env GFORTRAN_STDERR_UNIT=9 --show=both %s | %fcheck %s
! RUN: %fdiff --env GFORTRAN_STDERR_UNIT=9 --show-file=fort.0 %s | %fcheck --check-prefix=FORT0 %s
program stderr_unit
  implicit none
  print *, 'stdout'
  write (9, *) 'unit 9 is stderr'
  write (0, *) 'unit 0 is fort.0'
end program stderr_unit
! CHECK: stdout
! CHECK-NEXT: unit 9 is stderr
! FORT0: unit 0 is fort.0
