! flang front door: INQUIRE(POS=) after a formatted READ is where the
! program's next byte lies, not where the record buffer's read-ahead
! left the file descriptor; after a non-advancing READ, inside its record.
! RUN: %flangdiff %s | %fcheck %s
program inquire_pos_after_read
  implicit none
  integer :: u, ios, p
  character(len=8) :: line
  open(newunit=u, file='p.txt', status='replace', access='stream', form='formatted')
  write(u, '(a)') 'line one'
  write(u, '(a)') '3,Cxz5'
  write(u, '(a)') 'third'
  rewind(u)
  read(u, '(a)', iostat=ios) line
  inquire(u, pos=p); print '(a,1x,i0,1x,i0)', 's1', ios, p
  read(u, '(a2)', advance='no', iostat=ios) line
  inquire(u, pos=p); print '(a,1x,i0,1x,i0)', 's2', ios, p
  read(u, '(a)', iostat=ios) line
  inquire(u, pos=p); print '(a,1x,i0,1x,i0)', 's3', ios, p
  read(u, '(a)', pos=10, iostat=ios) line
  inquire(u, pos=p); print '(a,1x,i0,1x,i0)', 's4', ios, p
  close(u)
  open(newunit=u, file='p.txt', status='old', form='formatted')
  read(u, '(a)', iostat=ios) line
  inquire(u, pos=p); print '(a,1x,i0,1x,i0)', 's5', ios, p
  close(u, status='delete')
end program
! CHECK:s1 0 10
! CHECK-NEXT:s2 0 12
! CHECK-NEXT:s3 0 17
! CHECK-NEXT:s4 0 17
! CHECK-NEXT:s5 0 10
