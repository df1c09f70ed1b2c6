! INTEGER(8) unit out of range without IOSTAT=: runtime error, exit 2.
! The locus shows unit 6: generate_error runs before the compiled code stores
! the unit, so common.unit holds stale stack contents (here 6, deterministic
! for this binary) -- ftnio sees the same bytes and must report the same.
! RUN: %fdiff --expect-exit=2 --show=both %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --merged-file --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=MERGED %s
program unit_kind8_uncaught
  implicit none
  integer(8) :: u
  print *, 'before'
  u = 3000000000_8
  write (u, *) 'lost'
  print *, 'not reached'
end program unit_kind8_uncaught
! CHECK: before
! CHECK-NEXT:At line 12 of file unit_kind8_uncaught.f90 (unit = 6, file = 'stdout')
! CHECK-NEXT:Fortran runtime error: Unit number in I/O statement too large
! CHECK-EMPTY:
! CHECK-NEXT:Error termination. Backtrace:
! MERGED:At line 12 of file unit_kind8_uncaught.f90 (unit = 6, file = 'stdout')
! MERGED-NEXT:Fortran runtime error: Unit number in I/O statement too large
! MERGED-NEXT: before
