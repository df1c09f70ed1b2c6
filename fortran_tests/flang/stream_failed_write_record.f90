! flang front door: a formatted WRITE to a stream file that fails ends
! its record as on a sequential file, as flang 19's runtime does: what
! it wrote is a record with its newline (a record it put nothing in is
! dropped), and the next WRITE starts a new one.  INQUIRE(POS=) follows.
! RUN: %flangdiff %s | %fcheck %s
program stream_failed_write_record
  implicit none
  integer :: u, ios, p
  character(len=80) :: msg, line
  open(newunit=u, file='w.txt', access='stream', form='formatted', status='replace')
  write(u, '(a,/,f5.1,i3)', iostat=ios, iomsg=msg) 'F', 0.1, 2.5
  inquire(u, pos=p)
  print '(a,1x,i0,1x,i0,1x,a)', 'a', ios, p, trim(msg)
  write(u, '(a)') 'next'
  write(u, "(i3,'lit',i3)", iostat=ios, iomsg=msg) 1, 'x'
  inquire(u, pos=p)
  print '(a,1x,i0,1x,i0,1x,a)', 'b', ios, p, trim(msg)
  write(u, '(i3)', advance='no', iostat=ios, iomsg=msg) 'x'
  inquire(u, pos=p)
  print '(a,1x,i0,1x,i0)', 'c', ios, p
  write(u, '(a)') 'last'
  rewind(u)
  do
    read(u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close(u, status='delete')
end program
! CHECK:a 1005 9 Data edit descriptor 'I' may not be used with a REAL data item
! CHECK-NEXT:b 1005 21 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:c 1005 21
! CHECK-NEXT:[F]
! CHECK-NEXT:[  0.1]
! CHECK-NEXT:[next]
! CHECK-NEXT:[  1lit]
! CHECK-NEXT:[last]
