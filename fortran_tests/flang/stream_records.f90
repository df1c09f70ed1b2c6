! flang front door: the record numbers flang 19's messages give on a
! formatted stream file: records count from OPEN or REWIND as on a
! sequential file, a failed READ's record included, and a POS= makes
! the record there -1, counting on from it.
! RUN: %flangdiff %s | %fcheck %s
program stream_records
  integer :: ios
  real :: x
  character(100) :: msg
  open (12, file='st.dat', access='stream', form='formatted', status='replace')
  write (12, '(a)') 'x.5'
  write (12, '(a)') 'y.5'
  write (12, '(a)') 'z.5'
  write (12, '(a)') '1.5'
  rewind 12
  read (12, '(f5.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (12, '(f5.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (12, '(f5.1)', pos=9, iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (12, '(f5.1)', pos=1, iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  close(12)
  open (12, file='st.dat', access='stream', form='formatted', status='old')
  read (12, '(f5.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (12, '(a)', iostat=ios, iomsg=msg)
  read (12, '(f5.1)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  read (12, *, iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  close (12, status='delete')
end program stream_records
! CHECK:1030 Bad real input data at column 2 of record 1
! CHECK-NEXT:1030 Bad real input data at column 2 of record 2
! CHECK-NEXT:1030 Bad real input data at column 2 of record -1
! CHECK-NEXT:1030 Bad real input data at column 2 of record -1
! CHECK-NEXT:1030 Bad real input data at column 2 of record 1
! CHECK-NEXT:1030 Bad real input data at column 2 of record 3
! CHECK-NEXT:0 Bad real input data at column 2 of record 3
