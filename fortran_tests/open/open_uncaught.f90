! Uncaught OPEN errors end the program with libgfortran's message and exit
! status 2.  The locus names the unit (no file: the failed OPEN left it
! unconnected); for a re-OPEN of a connected unit it names the file; for
! NEWUNIT= there is no unit part.  Output written before is not lost.
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=reopen %s | %fcheck --check-prefix=REOPEN %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=newunit %s | %fcheck --check-prefix=NEWUNIT %s
! RUN: %fdiff --expect-exit=2 --show=both --arg=keyword %s | %fcheck --check-prefix=KEYWORD %s
! RUN: %fdiff --expect-exit=2 --merged-file %s
program open_uncaught
  implicit none
  character(len=10) :: arg, st
  integer :: u
  call get_command_argument(1, arg)
  print *, 'before'
  select case (arg)
  case ('reopen')
    open (12, file='r.txt', status='replace')
    open (12, file='r.txt', access='direct', recl=4)
  case ('newunit')
    open (newunit=u, file='missing.txt', status='old')
  case ('keyword')
    st = 'bogus'
    open (13, file='k.txt', status=st)
  case default
    open (10, file='missing.txt', status='old')
  end select
  print *, 'not reached'
end program open_uncaught
! CHECK: before
! CHECK-NEXT:At line 26 of file open_uncaught.f90 (unit = 10)
! CHECK-NEXT:Fortran runtime error: Cannot open file 'missing.txt': No such file or directory
! CHECK-NOT: not reached
! REOPEN: before
! REOPEN-NEXT:At line 19 of file open_uncaught.f90 (unit = 12, file = 'r.txt')
! REOPEN-NEXT:Fortran runtime error: Cannot change ACCESS parameter in OPEN statement
! NEWUNIT: before
! NEWUNIT-NEXT:At line 21 of file open_uncaught.f90
! NEWUNIT-NEXT:Fortran runtime error: Cannot open file 'missing.txt': No such file or directory
! KEYWORD: before
! KEYWORD-NEXT:At line 24 of file open_uncaught.f90 (unit = 13)
! KEYWORD-NEXT:Fortran runtime error: Bad STATUS parameter in OPEN statement
! KEYWORD-EMPTY:
! KEYWORD-NEXT:Error termination. Backtrace:
