! flang front door (issue 18): BACKSPACE of standard input from a pipe
! after a non-advancing READ stopped inside a record goes back to that
! record's start, as flang 19's runtime does; ftnio took the pipe's
! unknown length for the end of the file and failed with IOSTAT 1026
! ("Sequential record missing its terminator").  The program reads its
! own source (progen --flang --variants seed 2247).
! RUN: %flangdiff --stdin-pipe %s %s | %fcheck %s
program backspace_stdin_pipe_nonadvancing
  implicit none
  character(len=12) :: c
  integer :: ios, n
  read(*, *, iostat=ios)
  print '(a,i0)', 'read 1 ', ios
  read(*, '(a4)', advance='no', size=n, iostat=ios) c
  print '(a,i0,1x,i0,1x,a)', 'read 2 ', ios, n, c
  backspace(5, iostat=ios)
  print '(a,i0)', 'backspace ', ios
  read(*, '(a)', iostat=ios) c
  print '(a,i0,1x,a)', 'read 2 again ', ios, c
end program backspace_stdin_pipe_nonadvancing
! CHECK:read 1 0
! CHECK-NEXT:read 2 0 4 ! af        
! CHECK-NEXT:backspace 0
! CHECK-NEXT:read 2 again 0 ! after a no
