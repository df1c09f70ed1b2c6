! Format errors found at run time in a CHARACTER-variable format: IOSTAT
! 5006 and libgfortran's three-line IOMSG (message, format, caret), and
! the same text as a runtime error (exit 2) without IOSTAT=.
! RUN: %fdiff %s
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 --arg=fatal %s
program write_errors
  implicit none
  character(len=40) :: fmt
  character(len=200) :: msg
  character(len=10) :: arg
  integer :: ios
  call get_command_argument(1, arg)
  fmt = '(i5, q3)'
  write (*, fmt, iostat=ios, iomsg=msg) 1
  print *, ios
  print '(a)', trim(msg)
  fmt = '(i5,,f8.3)'
  write (*, fmt, iostat=ios, iomsg=msg) 1, 2.0
  print *, ios
  print '(a)', trim(msg)
  fmt = '(f8.3)'
  write (*, fmt, iostat=ios, iomsg=msg) 1
  print *, ios
  print '(a)', trim(msg)
  fmt = '(a, l2)'
  write (*, fmt, iostat=ios, iomsg=msg) 'x', 2.5
  print *, ios
  fmt = '(i3'
  write (*, fmt, iostat=ios, iomsg=msg) 1
  print *, ios
  print '(a)', trim(msg)
  if (arg == 'fatal') then
    fmt = '(e10.3)'
    write (*, fmt) 7
  end if
  print *, 'end'
end program write_errors
