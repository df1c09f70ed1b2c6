! flang front door: a NUL in an I input field (a never-written byte of a
! direct-access record) is a bad character, as flang 19's runtime reads
! it, and its message ends at the NUL as flang prints it; libgfortran
! ends the digits there.
! RUN: %flangdiff %s | %fcheck %s
program integer_nul_field
  implicit none
  integer :: u, ios, i
  character(len=80) :: msg
  open(newunit=u, file='n.dat', access='direct', form='formatted', recl=10, status='replace')
  write(u, '(a)', rec=3) '12'
  i = 7
  msg = ''
  read(u, '(i5)', rec=2, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,i0,3a)', 'a', ios, i, ' [', trim(msg), ']'
  i = 7
  msg = ''
  read(u, '(i12)', rec=1, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,i0,3a)', 'b', ios, i, ' [', trim(msg), ']'
  i = 7
  msg = ''
  read(u, '(g5.0)', rec=2, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,i0,3a)', 'c', ios, i, ' [', trim(msg), ']'
  close(u, status='delete')
end program
! CHECK:a 1001 7 [Bad character ']
! CHECK-NEXT:b 1001 7 [Bad character ']
! CHECK-NEXT:c 1001 7 [Bad character ']
