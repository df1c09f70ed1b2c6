! flang front door: a list-directed or namelist transfer on a unit a
! failed OPEN(ACCESS='DIRECT') left is refused for the direct access
! (IOSTAT 1020) before its action is looked at, as in flang 19's runtime.
! RUN: %flangdiff %s | %fcheck %s
program left_unit_direct_list
  implicit none
  integer :: ios, i
  character(len=80) :: msg
  character(len=10) :: acc, dl
  acc = 'direct'; dl = 'apostrophe'
  open(42, file='p2.dat', status='replace', iostat=ios, iomsg=msg)
  msg = ''
  open(40, file='p2.dat', status='unknown', form='formatted', access=acc, &
       delim=dl, recl=100, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'a', ios, trim(msg)
  msg = ''
  write(40, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(a,1x,i0,1x,a)', 'b', ios, trim(msg)
  msg = ''
  read(40, *, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'c', ios, trim(msg)
  msg = ''
  write(40, '(i3)', iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'd', ios, trim(msg)
  msg = ''
  write(40, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'e', ios, trim(msg)
  close(40)
  close(42, status='delete')
end program
! CHECK:a 1037 OPEN(UNIT=40,FILE='p2.dat'): file is already connected to unit 42
! CHECK-NEXT:b 1020 List-directed or NAMELIST I/O on direct-access file
! CHECK-NEXT:c 1020 List-directed or NAMELIST I/O on direct-access file
! CHECK-NEXT:d 1012 Attempted output to read-only file
! CHECK-NEXT:e 1019 Unformatted I/O on formatted file
