! Asynchronous WRITEs and READs with ID= on an unformatted and a formatted
! unit: IDs count 0, 1, 2 ... per connection (again from 0 after a new
! OPEN, not after REWIND), WAIT(ID=) and WAIT without ID= complete them, contiguous arrays,
! strided sections and scalars all arrive, and a synchronous statement on
! the unit waits for the pending ones first.
! RUN: %fdiff %s | %fcheck %s
program write_read_id
  implicit none
  integer :: u, v, i, id1, id2, id3, id4
  integer :: a(1000), b(1000), c(500)
  real(8) :: x, y
  integer :: ia(5)
  real :: ra(5)
  character(len=8) :: s, t
  a = [(i, i = 1, 1000)]
  x = 2.5d0
  s = 'asynchro'
  open (newunit=u, file='data.bin', form='unformatted', status='replace', &
        asynchronous='yes', action='readwrite')
  write (u, asynchronous='yes', id=id1) a
  write (u, asynchronous='yes', id=id2) a(1:1000:2)
  write (u, asynchronous='yes', id=id3) s, 42, x
  write (u, asynchronous='yes') a(1000:1:-1)
  print *, 'ids', id1, id2, id3
  wait (u, id=id2)
  wait (u, id=id1)
  wait (u)
  rewind (u)
  b = 0
  read (u, asynchronous='yes', id=id1) b
  read (u, asynchronous='yes', id=id2) c
  read (u, asynchronous='yes', id=id4) t, i, y
  print *, 'read ids', id1, id2, id4
  wait (u, id=id4)
  wait (u)  ! libgfortran 12's WAIT(ID=k) only waits for statement k-1
  print *, sum(b), sum(c), c(1), c(500), t, i, y
  read (u) b
  print *, b(1), b(1000)
  close (u)
  open (newunit=v, file='data.txt', form='formatted', status='replace', &
        asynchronous='yes')
  ! Items are read by the worker later: each statement gets its own
  ! variables (an asynchronous variable must not change before WAIT).
  ia = [(i, i = 1, 5)]
  ra = ia * 0.5
  do i = 1, 5
    write (v, '(a,i4,f8.3)', asynchronous='yes', id=id1) 'line', ia(i), ra(i)
  end do
  print *, 'last id', id1
  write (v, *) 'synchronous after five'
  rewind (v)
  read (v, '(a4,i4,f8.3)', asynchronous='yes') s(1:4), i, x
  wait (v)
  print *, s(1:4), i, x
  close (v)
  open (newunit=v, file='data.txt', asynchronous='yes', position='append')
  write (v, '(a)', asynchronous='yes', id=id1) 'appended'
  print *, 'id after reopen', id1
  close (v)
end program write_read_id
! CHECK: ids           0           1           2
! CHECK: read ids           3           4           5
! CHECK:      500500      250000           1         999 asynchro          42   2.5000000000000000{{ +}}
! CHECK:        1000           1
! CHECK: last id           4
! CHECK: line           1  0.50000000000000000{{ +}}
! CHECK: id after reopen           0
