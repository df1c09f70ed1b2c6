! A data transfer with REC= on a connection that is not direct, also one
! the statement opens itself or a stream: flang's error of its own,
! IOSTAT 1001 "REC= may not appear unless ACCESS='DIRECT'" (libgfortran's
! text, or "WRITE after ENDFILE" on a new file, before; progen --flang
! seed 1723).  READs only: flang's WRITE goes on after the error and
! writes its record, which ftnio does not.
! RUN: %flangdiff %s | %fcheck %s
program rec_without_direct
  integer :: ios, k
  character(len=100) :: msg
  character(len=1) :: c
  msg = ''
  read (81, '(a)', rec=1, iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  open (82, file='y.dat', status='replace')
  write (82, '(a)') 'abc'
  rewind (82)
  msg = ''
  read (82, '(a)', rec=1, iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  open (83, file='y2.dat', status='replace', access='stream')
  write (83) 5
  msg = ''
  read (83, rec=1, iostat=ios, iomsg=msg) k
  print '(i0,1x,a)', ios, trim(msg)
end program rec_without_direct
! CHECK:1001 REC= may not appear unless ACCESS='DIRECT'
! CHECK-NEXT:1001 REC= may not appear unless ACCESS='DIRECT'
! CHECK-NEXT:1001 REC= may not appear unless ACCESS='DIRECT'
