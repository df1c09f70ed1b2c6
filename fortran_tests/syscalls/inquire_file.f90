! System calls per INQUIRE (issue 16): 1000 INQUIRE(FILE=, EXIST=) of a
! file that exists and 1000 of one that does not ask the file system once
! for the path (is a unit connected to it?), whose stat(2) answers EXIST=
! too: libgfortran asks access(2) for EXIST= besides, 2 calls a
! statement, and the budget allows ftnio one (ftnio once asked access(2)
! for EXIST=, and before that for READ= and WRITE= as well, which the
! statement did not ask: 4 a statement).  INQUIRE(UNIT=) of a connected
! unit makes no call at all.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/counts.txt LD_PRELOAD=%fault_preload %t/prog | %fcheck %s
! RUN: %python %S/../tools/syscall_budget.py --calls access,stat --statements 2000 --budget 2050 %t/counts.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/units.txt LD_PRELOAD=%fault_preload %t/prog units | %fcheck --check-prefix=UNITS %s
! RUN: %python %S/../tools/syscall_budget.py --calls access,stat,fstat,lseek,read,write --statements 2000 --budget 50 %t/units.txt
! CHECK:exist 1000 missing 1000
! UNITS:opened 2000
program inquire_file
  implicit none
  integer, parameter :: n = 1000
  integer :: i, found, absent, u
  logical :: ex, op
  character(8) :: mode
  call get_command_argument(1, mode)
  if (mode == 'units') then
    open (newunit=u, file='u.txt', status='replace')
    found = 0
    do i = 1, 2 * n
      inquire (unit=u, opened=op)
      if (op) found = found + 1
    end do
    print '(a,i0)', 'opened ', found
    close (u, status='delete')
    stop
  end if
  open (newunit=u, file='here.txt', status='replace')
  close (u)
  found = 0
  absent = 0
  do i = 1, n
    inquire (file='here.txt', exist=ex)
    if (ex) found = found + 1
    inquire (file='not_here.txt', exist=ex)
    if (.not. ex) absent = absent + 1
  end do
  print '(a,i0,a,i0)', 'exist ', found, ' missing ', absent
end program
