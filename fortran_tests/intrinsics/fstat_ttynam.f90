! FSTAT on a unit: 13 values (the stable ones are printed: size, mode,
! link count, block size) for a file and for stdout, status 0; for an
! unconnected unit a nonzero status.  Buffered data is not flushed by
! FSTAT (the size changes only after FLUSH).  TTYNAM of a non-terminal or
! unconnected unit is blank (subroutine) or empty (function).  TTYNAM(6)
! inside a PRINT deadlocks libgfortran; ftnio answers (checked alone).  An array
! with fewer than 13 elements ends the program with "Array size of SARRAY
! is too small." (no locus, exit 2).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-fdefault-integer-8 %s | %fcheck --check-prefix=I8 %s
! RUN: %ftnio-run --arg=inside %s | %fcheck --check-prefix=INSIDE %s
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
  print *, 'unconnected', st
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
  character(len=12) :: arg
  integer :: n6, n77
  n6 = len(ttynam(6))
  n77 = len(ttynam(77))
  print *, n6, n77
  call get_command_argument(1, arg)
  if (arg == 'inside') print *, '[', ttynam(6), ']'
end subroutine function_form
! SMALL: before
! SMALL-NEXT:Fortran runtime error: Array size of SARRAY is too small.
! CHECK: buffered           0           0         420           1
! CHECK-NEXT: flushed           0          22           1 T
! CHECK-NEXT: stdout           0           0
! CHECK-NEXT: unconnected           0
! CHECK-NEXT: [            ]
! CHECK-NEXT: [            ]
! CHECK-NEXT:           0           0
! I8: buffered                    0                    0                  420                    1
! I8-NEXT: flushed                    0                   22                    1 T
! I8-NEXT: stdout                    0                    0
! I8-NEXT: unconnected                    0
! I8-NEXT: [            ]
! I8-NEXT: [            ]
! I8-NEXT:                    0                    0
! INSIDE: []
