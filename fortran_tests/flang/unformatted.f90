! flang front door: unformatted sequential, direct (REC=) and stream
! (POS=) WRITE and READ, of scalars and arrays; the files must have the
! same bytes as flang's runtime writes.
! RUN: %flangdiff %s | %fcheck %s
program unformatted
  implicit none
  integer :: u, i, a(4), b(4)
  real(8) :: d(3), e(3)
  character(4) :: c
  integer(2) :: h
  a = [1, -2, 3, -4]
  d = [0.5d0, 1.5d0, -2.0d0]
  open (newunit=u, file='seq.bin', form='unformatted', status='replace')
  write (u) a
  write (u) d, 'wxyz'
  write (u) 7_2
  close (u)
  open (newunit=u, file='seq.bin', form='unformatted', status='old')
  read (u) b
  read (u) e, c
  read (u) h
  close (u)
  print *, b, e, c, h
  open (newunit=u, file='dir.bin', form='unformatted', access='direct', recl=8, status='replace')
  do i = 4, 1, -1
    write (u, rec=i) i, -i
  end do
  read (u, rec=3) a(1), a(2)
  close (u)
  print *, a(1), a(2)
  open (newunit=u, file='str.bin', form='unformatted', access='stream', status='replace')
  write (u) 1, 2, 3
  write (u, pos=5) 99
  read (u, pos=1) b(1:3)
  close (u)
  print *, b(1:3)
end program unformatted
! CHECK: 1 -2 3 -4 .5 1.5 -2. wxyz 7
! CHECK-NEXT: 3 -3
! CHECK-NEXT: 1 99 3
