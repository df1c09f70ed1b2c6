! flang front door: after an item of a formatted READ failed, the end of
! the statement still runs the format up to its next data edit, as
! flang 19's runtime does: a '/' there passes a record, which the READ's
! end then skips too; and a READ whose edit does not suit its item ends
! its record as after a bad value (libgfortran stays in the record).
! RUN: %flangdiff %s | %fcheck %s
program failed_read_rest
  implicit none
  integer :: u, ios, i, j
  real :: r
  character(len=80) :: msg
  character(len=8) :: line
  open(newunit=u, file='r.txt', status='replace', access='stream', form='formatted')
  write(u, '(a)') 'one'
  write(u, '(a)') 'two'
  write(u, '(a)') 'three'
  write(u, '(a)') 'four'
  read(u, '(f4.1,/,i7,f12.3)', pos=1, iostat=ios, iomsg=msg) r, i, r
  print '(a,1x,i0,1x,a)', 'a1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'a2', ios, trim(line)
  rewind(u)
  read(u, '(i4,2(/),i3)', iostat=ios, iomsg=msg) i, j
  print '(a,1x,i0,1x,a)', 'b1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'b2', ios, trim(line)
  rewind(u)
  read(u, '(i4,:,/,i3)', iostat=ios, iomsg=msg) i, j
  print '(a,1x,i0,1x,a)', 'c1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'c2', ios, trim(line)
  rewind(u)
  read(u, '(i4)', iostat=ios, iomsg=msg) r
  print '(a,1x,i0,1x,a)', 'd1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'd2', ios, trim(line)
  close(u)
  open(newunit=u, file='r.txt', status='old', form='formatted')
  read(u, '(a1,i4,/)', advance='no', iostat=ios, iomsg=msg) line, r
  print '(a,1x,i0,1x,a)', 'e1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'e2', ios, trim(line)
  read(u, '(i2,/)', iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'f1', ios, trim(msg)
  read(u, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'f2', ios, trim(line)
  close(u, status='delete')
end program
! CHECK:a1 1030 Bad real input data at column 2 of record -1
! CHECK-NEXT:a2 0 three
! CHECK-NEXT:b1 1001 Bad character 'o' in INTEGER input field
! CHECK-NEXT:b2 0 four
! CHECK-NEXT:c1 1001 Bad character 'o' in INTEGER input field
! CHECK-NEXT:c2 0 two
! CHECK-NEXT:d1 1005 Data edit descriptor 'I' may not be used for REAL input
! CHECK-NEXT:d2 0 two
! CHECK-NEXT:e1 1005 Data edit descriptor 'I' may not be used for REAL input
! CHECK-NEXT:e2 0 three
! CHECK-NEXT:f1 1001 Bad character 'f' in INTEGER input field
! CHECK-NEXT:f2 -1 three
