! Formatted stream access: INQUIRE POS= and SIZE= after advancing and
! non-advancing WRITEs, WRITE with POS= truncating the file after the
! record, READ with POS=, non-advancing READ with SIZE= and EOR, READ at
! the end of the file (blank field, then END).
! RUN: %fdiff %s
program stream_basic
  integer :: ios, i, p, sz
  character(100) :: msg
  character(20) :: s
  open(10, file='s1.dat', access='stream', form='formatted', status='replace')
  inquire(10, pos=p, size=sz)
  print *, 'pos', p, sz
  write(10, '(a)') 'hello world'
  write(10, '(i3,/,i3)') 1, 2
  inquire(10, pos=p, size=sz)
  print *, 'pos', p, sz
  write(10, '(a)', advance='no') 'abc'
  inquire(10, pos=p, size=sz)
  print *, 'pos na', p, sz
  write(10, '(a)') 'def'
  inquire(10, pos=p, size=sz)
  print *, 'pos', p, sz
  write(10, '(a)', pos=7) 'WORLD'
  inquire(10, pos=p, size=sz)
  print *, 'pos after pos=7', p, sz
  rewind(10)
  read(10, '(a)') s
  print *, '[', s, ']'
  inquire(10, pos=p)
  print *, 'pos', p
  read(10, '(a)', iostat=ios, iomsg=msg) s
  print *, ios, trim(msg), '[', s, ']'
  read(10, '(a)', pos=3) s
  print *, '[', s, ']'
  inquire(10, pos=p)
  print *, 'pos', p
  read(10, '(a2)', advance='no', pos=1) s
  inquire(10, pos=p)
  print *, 'pos na', p, s
  read(10, '(a2)', advance='no') s
  inquire(10, pos=p)
  print *, 'pos na', p, s
  read(10, '(a)', advance='no', iostat=ios, size=sz) s
  inquire(10, pos=p)
  print *, 'eor', ios, sz, p, s
  close(10)
end program stream_basic
