! flang front door: a READ after one that met the end of file meets it
! again (IOSTAT_END, END= taken, flang's IOMSG), where libgfortran
! reports an error; formatted and list-directed.
! RUN: %flangdiff %s | %fcheck %s
program read_after_end
  implicit none
  integer :: ios, i
  character(8) :: s
  character(60) :: msg
  open (10, file='e.txt', status='replace')
  write (10, '(a)') 'ab'
  rewind 10
  read (10, '(a)', iostat=ios) s
  print '(i0,1x,a)', ios, s
  read (10, '(a)', iostat=ios) s
  print '(i0)', ios
  read (10, '(a)', iostat=ios, iomsg=msg) s
  print '(i0,1x,a)', ios, trim(msg)
  read (10, *, iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  read (10, *, end=10) i
  print '(a)', 'not reached'
10 print '(a)', 'end branch'
  close (10, status='delete')
end program read_after_end
! CHECK:0 ab      
! CHECK-NEXT:-1
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT:end branch
