! A READ after an advancing WRITE that ended no record (it failed on the
! record length, or on a format error) is refused with 5002 "Cannot READ
! after a nonadvancing WRITE", as libgfortran does: on sequential
! formatted and unformatted units, also after BACKSPACE, ENDFILE's END or
! a re-OPEN of the unit; a record that ends (a slash, a later WRITE) or
! REWIND clears it.  Uncaught, the refusal ends the program (exit 2).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=uncaught %s | %fcheck --check-prefix=UNCAUGHT %s
program read_after_failed_write
  implicit none
  integer :: u, ios, i
  character(len=80) :: msg, arg
  character(len=20) :: c
  call get_command_argument(1, arg)
  ! Sequential formatted, RECL= too short; BACKSPACE does not clear it.
  open (newunit=u, file='f1', status='replace', recl=4)
  write (u, '(a)') 'ab'
  write (u, '(a)', iostat=ios) 'abcdefgh'
  print *, 'write', ios
  backspace (u, iostat=ios)
  read (u, '(a)', iostat=ios, iomsg=msg) c
  print *, 'after backspace', ios, trim(msg)
  rewind (u)
  read (u, '(a)', iostat=ios) c
  print *, 'after rewind', ios, trim(c)
  close (u, status='delete')
  ! Unformatted sequential: the head marker read meets the end first.
  open (newunit=u, file='f2', status='replace', recl=4, form='unformatted')
  write (u, iostat=ios) 1, 2, 3
  print *, 'unformatted write', ios
  read (u, iostat=ios, iomsg=msg) i
  print *, 'unformatted read', ios, trim(msg)
  close (u, status='delete')
  ! A slash ends a record before the failure: the READ is allowed.
  open (newunit=u, file='f3', status='replace', recl=4)
  write (u, '(a,/,a)', iostat=ios) 'ab', 'abcdefgh'
  read (u, '(a)', iostat=ios, iomsg=msg) c
  print *, 'after slash', ios, trim(msg)
  close (u, status='delete')
  ! A re-OPEN of the connected unit keeps it.
  open (newunit=u, file='f4', status='replace', recl=4)
  write (u, '(a)', iostat=ios) 'abcdefgh'
  open (u, pad='no')
  read (u, '(a)', iostat=ios, iomsg=msg) c
  print *, 'after re-open', ios, trim(msg)
  ! A WRITE that ends its record clears it.
  write (u, '(a)') 'ok'
  rewind (u)
  read (u, '(a)', iostat=ios) c
  print *, 'after write', ios, trim(c)
  close (u, status='delete')
  ! A format error in a WRITE leaves it too.
  open (newunit=u, file='f5', status='replace')
  write (u, '(a)') 'hello'
  write (u, '(i3)', iostat=ios) 'x'
  print *, 'format error', ios
  backspace (u)
  read (u, '(a)', iostat=ios, iomsg=msg) c
  print *, 'after format error', ios, trim(msg)
  if (arg == 'uncaught') read (u, '(a)') c
  close (u, status='delete')
end program read_after_failed_write
! CHECK: write          -2
! CHECK: after backspace        5002 Cannot READ after a nonadvancing WRITE
! CHECK: after rewind           0 ab
! CHECK: unformatted write        5016
! CHECK: unformatted read        5002 Cannot READ after a nonadvancing WRITE
! CHECK: after slash          -1 End of file
! CHECK: after re-open        5002 Cannot READ after a nonadvancing WRITE
! CHECK: after write          -2 ab
! CHECK: format error        5006
! CHECK: after format error        5002 Cannot READ after a nonadvancing WRITE
! UNCAUGHT:At line 60 of file read_after_failed_write.f90
! UNCAUGHT-NEXT:Fortran runtime error: Cannot READ after a nonadvancing WRITE
