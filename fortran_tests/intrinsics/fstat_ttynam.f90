! FSTAT on a unit: 13 values (the stable ones are printed: size, mode,
! link count, block size) for a file and for stdout, status 0; for an
! unconnected unit a nonzero status.  Buffered data is not flushed by
! FSTAT (the size changes only after FLUSH).  TTYNAM of a non-terminal or
! unconnected unit is blank (subroutine) or empty (function).  An array
! with fewer than 13 elements ends the program with "Array size of SARRAY
! is too small." (no locus, exit 2).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-fdefault-integer-8 %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=small %s | %fcheck --check-prefix=SMALL %s
program fstat_ttynam
  implicit none
  integer :: v(13), st
  integer, allocatable :: small(:)
  character(len=12) :: arg, tn
  call get_command_argument(1, arg)
  if (arg == 'small') then
    allocate (small(12))
    print *, 'before'
    st = fstat(6, small)
  end if
  open (10, file='f.txt', status='replace')
  write (10, *) 'twenty-one bytes....'
  st = fstat(10, v)
  print *, 'buffered', st, v(8), iand(v(3), 4095), v(4)
  flush (10)
  call fstat(10, v, st)
  print *, 'flushed', st, v(8), v(4), v(12) > 0
  call fstat(6, v, st)
  print *, 'stdout', st, v(8)
  st = fstat(77, v)
  print *, 'unconnected', st /= 0
  tn = 'untouched'
  call ttynam(6, tn)
  print *, '[', tn, ']'
  call ttynam(77, tn)
  print *, '[', tn, ']'
  call function_form()
end program fstat_ttynam

! The function form may not share a scope with the subroutine form.
subroutine function_form()
  implicit none
  print *, len(ttynam(6)), len(ttynam(77)), '[', ttynam(0), ']'
end subroutine function_form
! SMALL: before
! SMALL-NEXT:Fortran runtime error: Array size of SARRAY is too small.
