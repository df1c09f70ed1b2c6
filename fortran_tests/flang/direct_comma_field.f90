! flang front door: a comma ends a numeric input field in a formatted
! direct-access record as in a sequential one, as flang 19's runtime
! reads it (consumed, the next field starts after it); libgfortran reads
! the comma as the field's data there.
! RUN: %flangdiff %s | %fcheck %s
program direct_comma_field
  implicit none
  integer :: u, ios, i, j
  real :: r
  character(len=8) :: c
  character(len=80) :: msg
  open(newunit=u, file='c.dat', access='direct', form='formatted', recl=12, status='replace')
  write(u, '(a)', rec=1) '12,34,5.5,xy'
  write(u, '(a)', rec=2) '0 ,a0Z   1.5'
  msg = ''
  c = '?'
  read(u, '(i5,i5,f5.1,a4)', rec=1, iostat=ios, iomsg=msg) i, j, r, c
  print '(a,1x,i0,1x,i0,1x,i0,1x,f4.1,5a)', 'a', ios, i, j, r, ' [', trim(c), '] [', trim(msg), ']'
  read(u, '(i5,a3,i9)', rec=1, iostat=ios, iomsg=msg) i, c, j
  print '(a,1x,i0,1x,i0,3a,i0)', 'b', ios, i, ' ', c, ' ', j
  msg = ''
  read(u, '(2x,g7.0,f12.1)', rec=2, iostat=ios, iomsg=msg) i, r
  print '(a,1x,i0,1x,i0,1x,a)', 'c', ios, i, trim(msg)
  close(u, status='delete')
end program
! CHECK:a 0 12 34  5.5 [xy] []
! CHECK-NEXT:b 1001 12 34,      34
! CHECK-NEXT:c 1030 0 Bad real input data at column 5 of record 2
