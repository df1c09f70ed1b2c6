! flang front door: under PAD='NO' a field that the record's end left
! empty converts nothing, as in flang 19's runtime: the item keeps its
! value, with IOSTAT 1003 (advancing) or the EOR condition; a field cut
! short but not empty is still converted.
! RUN: %flangdiff %s | %fcheck %s
program pad_no_empty_field
  implicit none
  integer :: u, ios, i, j
  character(len=80) :: msg
  character(len=8) :: line
  open(newunit=u, file='p.txt', status='replace', pad='no')
  write(u, '(a)') '12'
  write(u, '(a)') '34'
  write(u, '(a)') '56'
  rewind(u)
  j = 7
  read(u, '(i2,i3)', iostat=ios, iomsg=msg) i, j
  print '(a,1x,i0,1x,i0,1x,i0,1x,a)', 'a', ios, i, j, trim(msg)
  j = 7
  read(u, '(i1,i3)', iostat=ios, iomsg=msg) i, j
  print '(a,1x,i0,1x,i0,1x,i0,1x,a)', 'b', ios, i, j, trim(msg)
  j = 7
  read(u, '(i2,i3)', advance='no', iostat=ios, iomsg=msg) i, j
  print '(a,1x,i0,1x,i0,1x,i0,1x,a)', 'c', ios, i, j, trim(msg)
  line = '?'
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,3a)', 'd', ios, ' [', trim(line), ']'
  close(u, status='delete')
end program
! CHECK:a 1003 12 7 Excessive input from fixed-size record
! CHECK-NEXT:b 1003 3 4 Excessive input from fixed-size record
! CHECK-NEXT:c -2 56 7 End of record during non-advancing input
! CHECK-NEXT:d -1 [?]
