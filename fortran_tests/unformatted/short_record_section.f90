! Sequential unformatted READ of an array section (or an array read in
! runs, rank 2) whose element passes the end of the record: libgfortran
! moves to the next record and reports the short record, then still asks
! for each further part of the array, and for each one skips a tail
! marker's length once more, so the next READ starts that many bytes into
! the records after it and finds a damaged record.  Items after the array
! move nothing.  Direct and stream access move nothing either.
! RUN: %fdiff %s | %fcheck %s
program short_record_section
  implicit none
  integer :: u, ios, k
  integer(4) :: a(6), b(2,3)
  character(len=60) :: msg
  open (newunit=u, file='s.bin', form='unformatted', status='replace')
  write (u) 1
  write (u) 2, 3
  write (u) 4, 5, 6
  write (u) 7
  write (u) 8
  rewind (u)
  a = 0
  read (u, iostat=ios, iomsg=msg) a(1:6:2)
  print '(a,i5,1x,a,6(1x,i0))', 'section', ios, trim(msg), a
  do k = 1, 4
    a = 0
    read (u, iostat=ios, iomsg=msg) a(1:2)
    print '(a,i5,1x,a,6(1x,i0))', 'next', ios, trim(msg), a
  end do
  rewind (u)
  b = 0
  read (u, iostat=ios) b(:,1:3)
  print '(a,i5,6(1x,i0))', 'rank 2', ios, b
  read (u, iostat=ios) a(1)
  print '(a,i5,6(1x,i0))', 'next', ios, a(1)
  rewind (u)
  a = 0
  read (u, iostat=ios) a(1:2), k, a(3:6)
  print '(a,i5,6(1x,i0))', 'items after', ios, a
  read (u, iostat=ios) a(1:2)
  print '(a,i5,6(1x,i0))', 'next', ios, a(1:2)
  close (u, status='delete')
  open (newunit=u, file='d.bin', form='unformatted', access='direct', &
        recl=8, status='replace')
  write (u, rec=1) 1, 2
  write (u, rec=2) 3, 4
  a = 0
  read (u, rec=1, iostat=ios) a(1:6:2)
  print '(a,i5,6(1x,i0))', 'direct', ios, a
  read (u, iostat=ios) a(1:2)
  print '(a,i5,6(1x,i0))', 'next', ios, a(1:2)
  close (u, status='delete')
  open (newunit=u, file='t.bin', form='unformatted', access='stream', &
        status='replace')
  write (u) 1, 2
  a = 0
  read (u, pos=1, iostat=ios) a(1:6:2)
  print '(a,i5,6(1x,i0))', 'stream', ios, a
  inquire (u, pos=k)
  print '(a,i5)', 'pos', k
  close (u, status='delete')
end program short_record_section
! CHECK:section 5016 I/O past end of record on unformatted file 1 0 0 0 0 0
! CHECK:next 5016 I/O past end of record on unformatted file 3 0 0 0 0 0
! CHECK:next    0 I/O past end of record on unformatted file 262144 327680 0 0 0 0
! CHECK:next   -1 End of file 0 0 0 0 0 0
! CHECK:next 5001 Sequential READ or WRITE not allowed after EOF marker, possi 0 0 0 0 0 0
! CHECK:rank 2 5016 1 0 0 0 0 0
! CHECK:next 5016 8
! CHECK:items after 5016 1 0 0 0 0 0
! CHECK:next    0 2 3
! CHECK:direct 5016 1 0 2 0 0 0
! CHECK:next 5003 1 0
! CHECK:stream   -1 1 0 2 0 0 0
! CHECK:pos    9
