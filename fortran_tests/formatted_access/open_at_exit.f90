! Records left open at program end: a formatted stream WRITE with POS=
! after a non-advancing WRITE (the open record goes out first, the file
! is truncated after the new record), a non-advancing record ended at
! exit, a '$' WRITE after a non-advancing one (no newline at exit, on
! stream and sequential units), a direct-access record.
! RUN: %fdiff %s
program open_at_exit
  integer :: p
  open(10, file='s4a.dat', access='stream', form='formatted', status='replace')
  write(10, '(a)') 'first line'
  write(10, '(a)', advance='no') 'abc'
  write(10, '(a)', pos=3) 'XY'
  inquire(10, pos=p)
  print *, p
  write(10, '(a)', advance='no') 'pending'
  open(11, file='s4b.dat', access='stream', form='formatted', status='replace')
  write(11, '(a)', advance='no') 'never closed'
  write(11, '(a,$)') 'dollar'
  open(12, file='s4c.dat', access='direct', form='formatted', recl=5, status='replace')
  write(12, '(a)', rec=2) 'ab'
  open(13, file='s5.dat', status='replace')
  write(13, '(a)', advance='no') 'seq'
  write(13, '(a,$)') 'dollar'
end program open_at_exit
