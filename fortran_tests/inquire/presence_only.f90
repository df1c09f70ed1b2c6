! INQUIRE(UNIT=) asking only EXIST=, OPENED= and NUMBER= (answered from
! the connection alone, without the unit's lock) against libgfortran, in
! every state a unit number can be in: preconnected, opened by number
! below and above 127, NEWUNIT, scratch, closed again, never opened,
! negative, and with another specifier beside them.
! RUN: %fdiff %s | %fcheck %s
! CHECK:6 T T 6
! CHECK:5 T T 5
! CHECK:0 T T 0
! CHECK:10 T T 10
! CHECK:200 T T 200
! CHECK:new T T T
! CHECK:scratch T T 11
! CHECK:closed T F -1
! CHECK:never T F -1
! CHECK:negative F F -1
! CHECK:named T T 10 T
! CHECK:loop 1000 1000
program presence_only
  implicit none
  logical :: ex, op, nm
  integer :: n, u, i, k, j
  call show(6)
  call show(5)
  call show(0)
  open (10, file='p10.txt', status='replace')
  call show(10)
  open (200, file='p200.txt', status='replace')
  call show(200)
  open (newunit=u, file='pnew.txt', status='replace')
  inquire (unit=u, exist=ex, opened=op, number=n)
  print '(a,1x,l1,1x,l1,1x,l1)', 'new', ex, op, n == u
  open (11, status='scratch')
  inquire (unit=11, exist=ex, opened=op, number=n)
  print '(a,1x,l1,1x,l1,1x,i0)', 'scratch', ex, op, n
  close (200, status='delete')
  inquire (unit=200, exist=ex, opened=op, number=n)
  print '(a,1x,l1,1x,l1,1x,i0)', 'closed', ex, op, n
  inquire (unit=77, exist=ex, opened=op, number=n)
  print '(a,1x,l1,1x,l1,1x,i0)', 'never', ex, op, n
  inquire (unit=-5, exist=ex, opened=op, number=n)
  print '(a,1x,l1,1x,l1,1x,i0)', 'negative', ex, op, n
  inquire (unit=10, exist=ex, opened=op, number=n, named=nm)
  print '(a,1x,l1,1x,l1,1x,i0,1x,l1)', 'named', ex, op, n, nm
  k = 0
  j = 0
  do i = 1, 1000
    inquire (unit=10, opened=op)
    if (op) k = k + 1
    inquire (unit=12, opened=op)
    if (.not. op) j = j + 1
  end do
  print '(a,1x,i0,1x,i0)', 'loop', k, j
  close (10, status='delete')
  close (u, status='delete')
contains
  subroutine show(unit)
    integer, intent(in) :: unit
    inquire (unit=unit, exist=ex, opened=op, number=n)
    print '(i0,1x,l1,1x,l1,1x,i0)', unit, ex, op, n
  end subroutine
end program
