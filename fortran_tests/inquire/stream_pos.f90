! INQUIRE(POS=) and SIZE= of stream units without transfers: 1 after OPEN,
! size+1 with POSITION='APPEND', 1 again after REWIND; the POS= counter of
! a unit survives a re-OPEN of the same file.  RECL= is -2 for stream
! access.
! RUN: %fdiff %s | %fcheck %s
program stream_pos
  implicit none
  integer(8) :: p, sz, rl
  open (10, file='s.txt', status='replace')
  write (10, *) 'twelve bytes'
  close (10)
  open (11, file='s.txt', access='stream', form='formatted')
  inquire (11, pos=p, size=sz, recl=rl)
  print *, 'open', p, sz, rl
  close (11)
  open (11, file='s.txt', access='stream', position='append')
  inquire (11, pos=p, size=sz)
  print *, 'append', p, sz
  rewind (11)
  inquire (11, pos=p)
  print *, 'rewind', p
  open (11, file='s.txt', position='append')
  inquire (11, pos=p)
  print *, 're-open', p
end program stream_pos
! CHECK: open                    1                   14                   -2
! CHECK-NEXT: append                   15                   14
! CHECK-NEXT: rewind                    1
! CHECK-NEXT: re-open                    1
