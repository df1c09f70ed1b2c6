! The FLUSH statement: an unconnected unit gives IOSTAT -5005 "Specified
! UNIT in FLUSH is not connected" (an error: ERR= is taken); uncaught, the
! locus names the unit without a file.  FLUSH of a connected unit writes
! its buffer out (visible through FSTAT's size).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=uncaught %s | %fcheck --check-prefix=UNCAUGHT %s
program flush_test
  implicit none
  integer :: ios, v(13), st
  character(len=60) :: msg
  character(len=10) :: arg
  call get_command_argument(1, arg)
  if (arg == 'uncaught') then
    print *, 'before'
    flush (23)
  end if
  flush (23, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  flush (23, err=1)
  print *, 'not reached'
1 open (10, file='f.txt', status='replace')
  write (10, *) 'data'
  st = fstat(10, v)
  print *, 'before flush', v(8)
  flush (10)
  st = fstat(10, v)
  print *, 'after flush', v(8)
end program flush_test
! UNCAUGHT: before
! UNCAUGHT-NEXT:At line 15 of file flush.f90 (unit = 23)
! UNCAUGHT-NEXT:Fortran runtime error: Specified UNIT in FLUSH is not connected
! CHECK:       -5005 Specified UNIT in FLUSH is not connected
! CHECK-NEXT: before flush           0
! CHECK-NEXT: after flush           6
