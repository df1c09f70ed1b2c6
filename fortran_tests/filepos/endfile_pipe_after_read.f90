! ENDFILE on standard input from a pipe after a READ left read-ahead in
! the buffer: libgfortran reports ftruncate's EINVAL (IOSTAT 22), as with
! nothing read; ftnio tried to give the read-ahead back with a seek and
! reported its ESPIPE (29).  Each run gets the pipe's data (the CHECK
! lines are libgfortran's output).
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran %s -o %t/prog
! RUN: printf 'abc\nx\n' | %t/prog | %fcheck %s
! RUN: printf 'abc\nx\n' | env LD_PRELOAD=%ftnio_preload %t/prog | %fcheck %s
program endfile_pipe_after_read
  implicit none
  integer :: ios
  character(len=120) :: msg
  character(len=8) :: c
  read (5, *, iostat=ios) c
  print '(i0,1x,a)', ios, trim(c)
  msg = ''
  endfile (5, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  read (5, '(a)', iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
end program endfile_pipe_after_read
! CHECK:0 abc
! CHECK-NEXT:22 Invalid argument
! CHECK-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
