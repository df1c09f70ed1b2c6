! A bad CONVERT= in OPEN: uncaught, the usual "Bad CONVERT parameter"
! error (exit 2); caught by IOSTAT=, libgfortran goes on with the invalid
! value and stops in its consistency check: "Internal Error: Illegal value
! for CONVERT", exit status 3.
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
! RUN: %fdiff --expect-exit=3 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=caught %s | %fcheck --check-prefix=CAUGHT %s
program convert_bad
  implicit none
  integer :: ios
  character(len=20) :: conv, arg
  conv = 'middle_endian'
  call get_command_argument(1, arg)
  print *, 'before'
  if (arg == 'caught') then
    open (11, file='c.bin', form='unformatted', convert=conv, iostat=ios)
  else
    open (11, file='c.bin', form='unformatted', convert=conv)
  end if
  print *, 'not reached', ios
end program convert_bad
! CHECK: before
! CHECK-NEXT:At line 17 of file convert_bad.f90 (unit = 11)
! CHECK-NEXT:Fortran runtime error: Bad CONVERT parameter in OPEN statement
! CAUGHT: before
! CAUGHT-NEXT:At line 15 of file convert_bad.f90 (unit = 11)
! CAUGHT-NEXT:Internal Error: Illegal value for CONVERT
