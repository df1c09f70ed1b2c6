! flang front door: ENDFILE leaves the file at the cut, so a second
! BACKSPACE after it moves back over whole records, as in flang 19's
! runtime.  libgfortran leaves its stream where its read-ahead got to,
! and there a second BACKSPACE reads short (the gfortran front door keeps
! that); under flang ftnio had given IOSTAT 1001 with IOMSG "Success".
! RUN: %flangdiff %s | %fcheck %s
program endfile_backspace_twice
  implicit none
  integer :: ios
  integer(1) :: i
  character(80) :: msg, line
  open (30, file='endfile_backspace_twice.dat', status='replace')
  write (30, *) (1.0, 0.0), 1e10
  write (30, '(a,i0)') 'abc', 1
  close (30)
  open (30, file='endfile_backspace_twice.dat', position='rewind')
  read (30, *, iostat=ios, iomsg=msg) i
  print '(a,1x,i0)', 'R', ios
  msg = ''
  endfile (30, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'E', ios, trim(msg)
  msg = ''
  backspace (30, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'B1', ios, trim(msg)
  msg = ''
  backspace (30, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'B2', ios, trim(msg)
  read (30, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'L', ios, trim(line)
  close (30, status='delete')
end program
! CHECK:R 1005
! CHECK-NEXT:E 0 
! CHECK-NEXT:B1 0 
! CHECK-NEXT:B2 0 
! CHECK-NEXT:L 0  (1.,0.) 1.E+10
