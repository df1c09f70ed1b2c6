! -pedantic -std=f95: a run-time format using a GNU extension ('$') is a
! fatal error that no IOSTAT= catches (libgfortran's notify_std), printed
! when the format is parsed.
! RUN: %fdiff --fflags="-pedantic -std=f95" --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 --show=stderr %s | %fcheck %s
program pedantic
  character(len=20) :: f
  integer :: ios
  f = '(a,$)'
  write (*, f, iostat=ios) 'x'
  print *, 'not reached', ios
end program pedantic
! CHECK:At line 9 of file pedantic.f90 (unit = 6, file = 'stdout')
! CHECK-NEXT:Fortran runtime error: Extension: $ descriptor
