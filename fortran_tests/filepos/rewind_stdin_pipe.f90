! ftnio-specific: REWIND of standard input read from a pipe.  libgfortran
! 12 hangs in that REWIND (a deliberate difference, README); ftnio fails
! it with IOSTAT 29 "Illegal seek" and leaves the unit as a failed
! BACKSPACE of a pipe leaves it in both libraries: the read-ahead is
! dropped, the next READ gives END and the one after it 5001 (the CHECK
! lines are libgfortran's output for the BACKSPACE).
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran %s -o %t/prog
! RUN: printf 'ab\ncd\n' | env LD_PRELOAD=%ftnio_preload %t/prog rewind | %fcheck %s
! RUN: printf 'ab\ncd\n' | %t/prog backspace | %fcheck %s
! RUN: printf 'ab\ncd\n' | env LD_PRELOAD=%ftnio_preload %t/prog backspace | %fcheck %s
program rewind_stdin_pipe
  implicit none
  integer :: ios
  character(len=100) :: msg
  character(len=9) :: op
  character(len=4) :: c
  call get_command_argument(1, op)
  read (5, '(a)', iostat=ios) c
  print '(a,i0,3a)', 'first ', ios, ' [', c, ']'
  ! CHECK:first 0 [ab  ]
  msg = ''
  if (op == 'rewind') then
    rewind (5, iostat=ios, iomsg=msg)
  else
    backspace (5, iostat=ios, iomsg=msg)
  end if
  print '(a,i0,1x,a)', 'moved ', ios, trim(msg)
  ! CHECK-NEXT:moved 29 Illegal seek
  read (5, '(a)', iostat=ios) c
  print '(a,i0)', 'next ', ios
  ! CHECK-NEXT:next -1
  read (5, '(a)', iostat=ios) c
  print '(a,i0)', 'end ', ios
  ! CHECK-NEXT:end 5001
end program rewind_stdin_pipe
