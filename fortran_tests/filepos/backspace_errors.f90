! BACKSPACE errors: an unconnected unit (5005 "Unattached unit"), direct
! access and unformatted stream access (5001); BACKSPACE of a formatted
! stream file is allowed.  POSITION= after BACKSPACE to the start is
! REWIND.  Uncaught, the error ends the program (exit 2) with the locus.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=uncaught %s | %fcheck --check-prefix=UNCAUGHT %s
program backspace_errors
  implicit none
  integer :: ios
  character(len=80) :: msg, arg
  character(len=12) :: pos
  call get_command_argument(1, arg)
  if (arg == 'uncaught') then
    open (12, file='s.bin', access='stream', form='unformatted', &
          status='replace')
    print *, 'before'
    backspace (12)
  end if
  msg = 'untouched'
  backspace (20, iostat=ios, iomsg=msg)
  print *, 'unconnected', ios, trim(msg)
  open (11, file='d.bin', access='direct', recl=8, status='replace')
  backspace (11, iostat=ios, iomsg=msg)
  print *, 'direct', ios, trim(msg)
  open (12, file='s.bin', access='stream', form='unformatted', &
        status='replace')
  backspace (12, iostat=ios, iomsg=msg)
  print *, 'unformatted stream', ios, trim(msg)
  open (13, file='t.txt', access='stream', form='formatted', &
        status='replace')
  msg = 'untouched'
  backspace (13, iostat=ios, iomsg=msg)
  inquire (13, position=pos)
  print *, 'formatted stream', ios, trim(msg), ' ', trim(pos)
end program backspace_errors
! UNCAUGHT: before
! UNCAUGHT-NEXT:At line 17 of file backspace_errors.f90 (unit = 12, file = 's.bin')
! UNCAUGHT-NEXT:Fortran runtime error: Cannot BACKSPACE an unformatted stream file
! CHECK: unconnected        5005 Unattached unit
! CHECK-NEXT: direct        5001 Cannot BACKSPACE a file opened for DIRECT access
! CHECK-NEXT: unformatted stream        5001 Cannot BACKSPACE an unformatted stream file
! CHECK-NEXT: formatted stream           0 untouched REWIND
