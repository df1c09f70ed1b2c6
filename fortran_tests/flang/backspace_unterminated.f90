! flang front door: BACKSPACE over a record with no newline at its end
! (a WRITE under RECL= left it so) backs over it all the same but fails
! with IOSTAT 1026 "Sequential record missing its terminator", as flang
! 19's runtime does (issue 18; progen --flang seed 736).
! RUN: %flangdiff %s | %fcheck %s
program backspace_unterminated
  implicit none
  integer :: ios
  character(100) :: msg
  character(10) :: line
  open (50, file='bsu.dat', status='replace', recl=5)
  write (50, '(a)') 'one'
  write (50, '(a)', iostat=ios, iomsg=msg) 'abcdef'
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  backspace (50, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  line = 'init'
  read (50, '(a)', iostat=ios, iomsg=msg) line
  print '(i0,1x,a)', ios, line
  backspace (50, iostat=ios, iomsg=msg)
  backspace (50, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  read (50, '(a)', iostat=ios, iomsg=msg) line
  print '(i0,1x,a)', ios, line
  close (50, status='delete')
end program
! CHECK:1002 Attempt to write 1 bytes to position 6 in a fixed-size record of 5 bytes
! CHECK-NEXT:1026 Sequential record missing its terminator
! CHECK-NEXT:0 abcde     
! CHECK-NEXT:0 Sequential record missing its terminator
! CHECK-NEXT:0 one       
