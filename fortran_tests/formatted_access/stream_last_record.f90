! Formatted stream access on a file whose last record has no newline:
! the value is read and END follows; '/' across records; WRITE with POS=
! past the end of the file.
! RUN: %fdiff %s
program stream_last_record
  integer :: ios, p
  character(100) :: msg
  character(20) :: s
  open(10, file='s2.dat', access='stream', form='unformatted', status='replace')
  write(10) 'abc'//achar(10)//'def'
  close(10)
  open(10, file='s2.dat', access='stream', form='formatted')
  read(10, '(a)', iostat=ios, iomsg=msg) s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']'
  read(10, '(a)', iostat=ios, iomsg=msg) s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']', trim(msg)
  read(10, '(a)', iostat=ios, iomsg=msg) s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']', trim(msg)
  read(10, '(a)', iostat=ios, iomsg=msg, pos=2) s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']', trim(msg)
  read(10, '(a1)', iostat=ios, iomsg=msg, pos=5) s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']', trim(msg)
  read(10, '(a1,/,a1)', iostat=ios, iomsg=msg, pos=1) s, s
  inquire(10, pos=p)
  print *, ios, p, '[', s, ']', trim(msg)
  write(10, '(a)', iostat=ios, iomsg=msg, pos=100) 'x'
  inquire(10, pos=p)
  print *, ios, p, trim(msg)
  close(10)
end program stream_last_record
