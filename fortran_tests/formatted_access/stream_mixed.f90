! Formatted stream access: list-directed WRITE and READ, T and TL (which
! libgfortran measures from the end of the record so far on stream units),
! a WRITE after a READ truncating the file, non-advancing WRITE completed
! by CLOSE, POSITION='APPEND', READ with POS= computed from INQUIRE.
! RUN: %fdiff %s
program stream_mixed
  implicit none
  integer :: ios, p, sz, i, j
  character(100) :: msg = "none"
  character(20) :: s
  real :: x
  open(10, file='s3.dat', access='stream', form='formatted', status='replace')
  write(10, *) 'list', 1, 2.5
  write(10, '(a,t10,a,tl3,a)') 'abc', 'def', 'X'
  write(10, '(a,2x,t5,a,5x,tl2,a,tl9,a)') 'abc', 'def', 'g', 'h'
  write(10, '(3x,a,3x)') 'pad'
  write(10, '(a)', advance='no') 'part'
  inquire(10, pos=p, size=sz)
  print *, p, sz
  write(10, '(a)', advance='no') 'ial'
  rewind(10)
  read(10, *) s, i, x
  print *, trim(s), i, x
  read(10, '(a)') s
  print *, '[', s, ']'
  inquire(10, pos=p)
  print *, p
  write(10, '(a)') 'over'
  inquire(10, pos=p, size=sz)
  print *, p, sz
  read(10, '(a)', pos=1) s
  print *, '[', s, ']'
  read(10, '(a)', iostat=ios) s
  print *, ios, '[', s, ']'
  read(10, '(a)', iostat=ios) s
  print *, ios, '[', s, ']'
  read(10, '(a)', iostat=ios) s
  print *, ios, '[', s, ']'
  write(10, '(i0)', pos=sz+1) 42
  write(10, '(a)', advance='no') 'tail'
  close(10)
  open(10, file='s3.dat', access='stream', form='formatted', position='append')
  inquire(10, pos=p, size=sz)
  print *, 'append', p, sz
  write(10, '(2i3)') 1, 2
  inquire(10, pos=p, size=sz)
  print *, p, sz
  read(10, '(i3,i3)', pos=p-7, iostat=ios) i, j
  print *, ios, i, j
  close(10)
end program stream_mixed
