! Reading past the end of an unformatted record without IOSTAT= stops the
! program with libgfortran's message and exit status 2.
! RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d && %gfortran %S/Inputs/unf_writer.f90 -o writer && ./writer
! RUN: %fdiff --expect-exit=2 --input %t.d/fort.20=fort.20 --env GFORTRAN_ERROR_BACKTRACE=0 --show=stderr %s | %fcheck %s
program uncaught_short
  implicit none
  integer(2) :: s(2)
  integer :: a(10)
  read (20) a
  read (20) s
  print *, 'not reached'
end program uncaught_short
! CHECK:At line 10 of file uncaught_short.f90 (unit = 20, file = 'fort.20')
! CHECK-NEXT:Fortran runtime error: I/O past end of record on unformatted file
