! A data transfer with POS= on a connection that is no stream, also one
! the statement opens itself: flang's error of its own, IOSTAT 1001
! "POS= may not appear unless ACCESS='STREAM'" (libgfortran's text and
! IOSTAT 1006 before; progen --flang seed 1073).
! RUN: %flangdiff %s | %fcheck %s
program pos_without_stream
  integer :: ios, k
  real :: x
  character(len=100) :: msg
  msg = ''
  read (90, '(e1.2)', pos=1, iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  write (91, '(a)', pos=1, iostat=ios, iomsg=msg) 'x'
  print '(i0,1x,a)', ios, trim(msg)
  open (92, file='u5.dat', status='replace')
  msg = ''
  read (92, *, pos=3, iostat=ios, iomsg=msg) k
  print '(i0,1x,a)', ios, trim(msg)
end program pos_without_stream
! CHECK:1001 POS= may not appear unless ACCESS='STREAM'
! CHECK-NEXT:1001 POS= may not appear unless ACCESS='STREAM'
! CHECK-NEXT:1001 POS= may not appear unless ACCESS='STREAM'
