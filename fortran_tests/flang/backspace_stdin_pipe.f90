! flang front door: standard input from a pipe is repositioned inside
! what flang's runtime still holds of it (issue 18).  BACKSPACE and REWIND
! work as on a file: before any READ BACKSPACE does nothing, after END it
! leaves the unit at the end.  The program reads its own source.
! RUN: %flangdiff --stdin-pipe %s %s | %fcheck %s
program backspace_stdin_pipe
  implicit none
  character(12) :: c
  integer :: ios
  character(80) :: msg
  msg = ''
  backspace (5, iostat=ios, iomsg=msg); print *, 'backspace', ios, trim(msg)
  read (5, '(a)', iostat=ios) c; print *, 'read 1 ', ios, c
  read (5, '(a)', iostat=ios) c; print *, 'read 2 ', ios, c
  backspace (5, iostat=ios, iomsg=msg); print *, 'backspace', ios, trim(msg)
  read (5, '(a)', iostat=ios) c; print *, 'read 2 again', ios, c
  backspace (5, iostat=ios); backspace (5, iostat=ios, iomsg=msg)
  print *, 'backspace twice', ios, trim(msg)
  read (5, '(a)', iostat=ios) c; print *, 'read 1 again', ios, c
  do while (ios == 0)
    read (5, '(a)', iostat=ios) c
  end do
  print *, 'end', ios
  backspace (5, iostat=ios, iomsg=msg); print *, 'backspace', ios, trim(msg)
  read (5, '(a)', iostat=ios) c; print *, 'read after end', ios
  rewind (5, iostat=ios, iomsg=msg); print *, 'rewind', ios, trim(msg)
  read (5, '(a)', iostat=ios) c; print *, 'read 1 after rewind', ios, c
end program
! CHECK: backspace 0 
! CHECK-NEXT: read 1  0 ! flang fron
! CHECK-NEXT: read 2  0 ! what flang
! CHECK-NEXT: backspace 0 
! CHECK-NEXT: read 2 again 0 ! what flang
! CHECK-NEXT: backspace twice 0 
! CHECK-NEXT: read 1 again 0 ! flang fron
! CHECK-NEXT: end -1
! CHECK-NEXT: backspace 0 
! CHECK-NEXT: read after end -1
! CHECK-NEXT: rewind 0 
! CHECK-NEXT: read 1 after rewind 0 ! flang fron
