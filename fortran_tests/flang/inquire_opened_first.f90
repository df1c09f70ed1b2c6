! flang front door: INQUIRE(UNIT=) whose first keyword is OPENED= or
! EXIST= is answered from the unit's connection when it is connected, and
! the keywords after it from the whole inquiry, as if it had been made
! first: connected, preconnected, NEWUNIT, closed and never opened units,
! OPENED= with NAME=, POSITION=, SIZE=, NUMBER= and ACCESS= after it; and
! INQUIRE(FILE=) of a connected name, another name of that file and none.
! RUN: %flangdiff %s | %fcheck %s
! CHECK: 10 T T 10 p.txt ASIS SEQUENTIAL
! CHECK: 10 T T  ASIS 6
! CHECK: 6 T T
! CHECK: new T T T
! CHECK: closed F F -2
! CHECK: never F T 77
! CHECK: file T T 10 p.txt
! CHECK: ./file F T -1
! CHECK: nothere F F
! CHECK: loop 1000 1000
program inquire_opened_first
  implicit none
  logical :: op, ex
  integer :: n, u, i, k, j
  integer(8) :: sz
  character(20) :: nm, pos, acc
  open (10, file='p.txt', status='replace')
  write (10, '(a)') 'hello'
  inquire (unit=10, opened=op, exist=ex, number=n, name=nm, position=pos, &
           access=acc)
  print *, 10, op, ex, n, trim(nm), ' ', trim(pos), ' ', trim(acc)
  inquire (unit=10, exist=ex, opened=op, position=pos, size=sz)
  print *, 10, ex, op, ' ', trim(pos), sz
  inquire (unit=6, opened=op, exist=ex)
  print *, 6, op, ex
  open (newunit=u, file='pn.txt', status='replace')
  inquire (unit=u, opened=op, exist=ex, number=n)
  print *, 'new', op, ex, n == u
  close (u, status='delete')
  inquire (unit=u, opened=op, exist=ex, number=n)
  print *, 'closed', op, ex, n
  inquire (unit=77, opened=op, exist=ex, number=n)
  print *, 'never', op, ex, n
  inquire (file='p.txt', exist=ex, opened=op, number=n, name=nm)
  print *, 'file', ex, op, n, trim(nm)
  inquire (file='./p.txt', opened=op, exist=ex, number=n)
  print *, './file', op, ex, n
  inquire (file='nothere.txt', exist=ex, opened=op)
  print *, 'nothere', ex, op
  k = 0
  j = 0
  do i = 1, 1000
    inquire (unit=10, opened=op)
    if (op) k = k + 1
    inquire (unit=12, opened=op)
    if (.not. op) j = j + 1
  end do
  print *, 'loop', k, j
  close (10, status='delete')
end program
