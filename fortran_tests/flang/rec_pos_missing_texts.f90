! flang's own texts (IOSTAT 1001) for a direct-access transfer without
! REC= ("No REC= was specified for a data transfer with ACCESS='DIRECT'")
! and a stream transfer with POS= below 1 ("POS=0 is invalid"); ftnio
! gave libgfortran's, the second with IOSTAT 1006 (lit suite run through
! flang: errors/plain_connection.f90, unformatted/stream.f90).
! RUN: %flangdiff %s | %fcheck %s
program rec_pos_missing_texts
  integer :: ios, k, p
  character(len=100) :: msg
  open (10, file='d.dat', access='direct', recl=4, form='unformatted', status='replace')
  msg = ''
  read (10, iostat=ios, iomsg=msg) k
  print '(i0,1x,a)', ios, trim(msg)
  open (11, file='f.dat', access='direct', recl=4, form='formatted', status='replace')
  msg = ''
  read (11, '(i4)', iostat=ios, iomsg=msg) k
  print '(i0,1x,a)', ios, trim(msg)
  open (12, file='s.dat', access='stream', status='replace')
  write (12) 5
  do p = 0, -1, -1
    msg = ''
    read (12, pos=p, iostat=ios, iomsg=msg) k
    print '(i0,1x,a)', ios, trim(msg)
  end do
  open (13, file='fs.dat', access='stream', form='formatted', status='replace')
  msg = ''
  write (13, '(a)', pos=0, iostat=ios, iomsg=msg) 'x'
  print '(i0,1x,a)', ios, trim(msg)
end program rec_pos_missing_texts
! CHECK:1001 No REC= was specified for a data transfer with ACCESS='DIRECT'
! CHECK-NEXT:1001 No REC= was specified for a data transfer with ACCESS='DIRECT'
! CHECK-NEXT:1001 POS=0 is invalid
! CHECK-NEXT:1001 POS=-1 is invalid
! CHECK-NEXT:1001 POS=0 is invalid
