! ENDFILE on a unit that cannot seek (standard input from a pipe): the
! file cannot be cut, and libgfortran reports ftruncate's EINVAL (IOSTAT
! 22, "Invalid argument"), not the failed tell's ESPIPE; the unit is after
! its endfile record all the same.
! RUN: echo data | %fdiff --stdin /dev/stdin %s | %fcheck %s
! RUN: %fdiff --stdin %s %s | %fcheck %s
program endfile_pipe
  implicit none
  integer :: ios
  character(len=120) :: msg
  character(len=8) :: c
  msg = ''
  endfile (5, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  read (5, '(a)', iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  endfile (5, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
end program endfile_pipe
! CHECK:22 Invalid argument
! CHECK-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
! CHECK-NEXT:5001 Cannot perform ENDFILE on a file already positioned after the EOF marker
