! An internal WRITE borrows a NEWUNIT number (-10 when free) for its
! duration, and libgfortran keeps that unit's node afterwards: INQUIRE of
! the number then reports OPENED=T, EXIST=T, and the settings of an
! internal unit (RECL = the variable's length).  A later OPEN(NEWUNIT=)
! gets the same number.  (Internal-unit statements call
! begin_internal_unit/end_internal_unit of unit_table.h for this.)
! RUN: %fdiff %s | %fcheck %s
program stale_internal
  implicit none
  character(len=25) :: line
  character(len=12) :: acc, act, frm
  logical :: op, ex
  integer :: n, u
  integer(8) :: rl
  write (line, *) 42
  u = -10
  inquire (unit=u, opened=op, exist=ex, number=n, access=acc, action=act, &
           form=frm, recl=rl)
  print *, op, ex, n, ' ', trim(acc), ' ', trim(act), ' ', trim(frm), rl
  open (newunit=u, file='x.txt')
  print *, u
end program stale_internal
! CHECK: T T         -10  SEQUENTIAL READWRITE FORMATTED                   25
! CHECK-NEXT:         -10
