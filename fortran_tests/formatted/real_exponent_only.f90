! A REAL field with an exponent and no mantissa ("E+05", "+D2") reads as
! zero; under -pedantic libgfortran notes it on stderr, "Fortran runtime
! warning: REAL input of style 'E+NN'", once per such field (progen
! --variants seed 610).  Fields with a digit or a decimal point before
! the exponent, blank fields and malformed ones are not noted.
! RUN: %fdiff --fflags="-std=gnu -pedantic" --show=both %s | %fcheck %s
program real_exponent_only
  implicit none
  real :: x(8)
  character(len=8) :: s(8)
  integer :: ios, i
  s = [character(len=8) :: '  E+05', '+D2', '-e3', '1.5E2', '.E1', &
       '   ', 'E', '  -+4']
  do i = 1, size(s)
    x(i) = -1
    read (s(i), '(E8.2)', iostat=ios) x(i)
    print '(i0,1x,i0,1x,g0)', i, ios, x(i)
  end do
  open (10, file='e.txt', status='replace')
  write (10, '(a)') 'E+1 2.0'
  rewind (10)
  read (10, '(F3.0,1x,F3.0)') x(1:2)
  print *, x(1:2)
  close (10, status='delete')
end program real_exponent_only
! CHECK:1 0 0.00000000
! CHECK-NEXT:2 0 0.00000000
! CHECK-NEXT:3 0 -0.00000000
! CHECK-NEXT:4 0 150.000000
! CHECK-NEXT:5 0 0.00000000
! CHECK-NEXT:6 0 0.00000000
! CHECK-NEXT:7 5010 -1.00000000
! CHECK-NEXT:8 0 -0.00000000
! CHECK-NEXT:   0.00000000       2.00000000    
! CHECK-NEXT:At line 16 of file real_exponent_only.f90
! CHECK-NEXT:Fortran runtime warning: REAL input of style 'E+NN'
! CHECK-NEXT:At line 16 of file real_exponent_only.f90
! CHECK-NEXT:Fortran runtime warning: REAL input of style 'E+NN'
! CHECK-NEXT:At line 16 of file real_exponent_only.f90
! CHECK-NEXT:Fortran runtime warning: REAL input of style 'E+NN'
! CHECK-NEXT:At line 16 of file real_exponent_only.f90
! CHECK-NEXT:Fortran runtime warning: REAL input of style 'E+NN'
! CHECK-NEXT:At line 22 of file real_exponent_only.f90 (unit = 10, file = 'e.txt')
! CHECK-NEXT:Fortran runtime warning: REAL input of style 'E+NN'
