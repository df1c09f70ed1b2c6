! B, O and Z editing of REAL, COMPLEX and CHARACTER items (GNU extension,
! F2008 for reals): the bits of the item, written and read back
! (gfortran.dg/io_real_boz.f90); with -std=f2003 a REAL under Z is a type
! error, with -std=f2008 a CHARACTER is (io_real_boz_4.f90, _5.f90).
! RUN: %fdiff %s
! RUN: %fdiff --fflags=-std=f2003 --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
! RUN: %fdiff --fflags=-std=f2008 --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
program boz_any_type
  implicit none
  real(4) :: r = 325.56, r2
  real(8) :: d = -1.5d-300, d2
  character :: c = 'g', c2
  character(len=100) :: str, fmt
  write (str, '(b0)') 43
  print *, trim(str)
  write (str, '(z0)') d
  print *, trim(str)
  write (fmt, '(a,i0,a)') '(z', len_trim(str), ')'
  read (str, fmt) d2
  print *, d2 == d
  write (str, '(o0)') r
  print *, trim(str)
  write (fmt, '(a,i0,a)') '(o', len_trim(str), ')'
  read (str, fmt) r2
  print *, r2 == r
  write (str, '(b0)') c
  print *, trim(str)
  write (fmt, '(a,i0,a)') '(b', len_trim(str), ')'
  read (str, fmt) c2
  print *, c2 == c
  write (str, '(z8)') c
  print *, '[', str(1:8), ']'
end program boz_any_type
