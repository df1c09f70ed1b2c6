! flang front door: a formatted READ on a direct-access unit whose '/'
! moves into a record never written, before the file's last record,
! reads that record (NUL bytes: a bad REAL), as flang 19 does; ftnio
! counted the record's end from what its buffer had read ahead and met
! END (progen --flang seed 910115).  Also after WRITEs that failed past
! RECL=, and a '/' past the last record (END; what flang 19 then stores
! into the item is not shown: it stores zero, ftnio nothing).
! RUN: %flangdiff %s | %fcheck %s
program direct_slash_unwritten_record
  implicit none
  integer :: ios
  character(80) :: msg
  real :: r(4)
  character(5) :: c(3)
  open (30, file='d.dat', access='direct', form='formatted', recl=20, &
        status='replace')
  write (30, '(5x,f10.1)', rec=4, iostat=ios, iomsg=msg) 1.
  write (30, '(5x,f10.1)', rec=2, iostat=ios, iomsg=msg) 2.
  r = -1
  read (30, '(2x,f7.2,/,f6.1,2g10.0)', rec=2, iostat=ios, iomsg=msg) r
  print '(i0,1x,a,4(1x,f5.1))', ios, trim(msg), r
  r = -1
  read (30, '(f6.1,/,f6.1,2g10.0)', rec=1, iostat=ios, iomsg=msg) r
  print '(i0,1x,a,4(1x,f5.1))', ios, trim(msg), r
  c = '#'
  read (30, '(a5,/,a5,/,a5)', rec=2, iostat=ios, iomsg=msg) c
  print '(i0,1x,a,3(1x,i0))', ios, trim(msg), iachar(c(:)(1:1))
  r = -1
  read (30, '(f10.1,/,f6.1)', rec=4, iostat=ios, iomsg=msg) r(1:2)
  print '(i0,1x,a,1x,f5.1)', ios, trim(msg), r(1)
  write (30, '(5x,3f10.1)', rec=6, iostat=ios, iomsg=msg) 1., 2., 3.
  print '(i0,1x,a)', ios, trim(msg)
  r = -1
  read (30, '(2x,f7.2,/,f6.1)', rec=4, iostat=ios, iomsg=msg) r(1:2)
  print '(i0,1x,a,2(1x,f5.1))', ios, trim(msg), r(1:2)
  close (30, status='delete')
end program
! CHECK:1030 Bad real input data at column 2 of record 3   0.0  -1.0  -1.0  -1.0
! CHECK-NEXT:1030 Bad real input data at column 2 of record 1  -1.0  -1.0  -1.0  -1.0
! CHECK-NEXT:0 Bad real input data at column 2 of record 1 32 0 32
! CHECK-NEXT:-1 End of file during input   0.0
! CHECK-NEXT:1002 Attempt to write 1 bytes to position 20 in a fixed-size record of 20 bytes
! CHECK-NEXT:1030 Bad real input data at column 2 of record 5   0.0  -1.0
