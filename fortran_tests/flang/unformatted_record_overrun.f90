! flang front door: an unformatted item that does not fit its record.
! flang's runtime names the item's bytes, where it starts and the
! record's length: "Attempt to write N bytes to position P in a
! fixed-size record of R bytes" (direct WRITE, 1002) and "Attempt to
! read N bytes at position P in a record of R bytes" (READ, 1003; a
! sequential record's position and length count its 4-byte header).  It
! checks the item before it reads it: nothing of it is stored, and the
! next READ starts at the next record.  (libgfortran: "Write exceeds
! length of DIRECT access record", "I/O past end of record on
! unformatted file", the part that fits stored.)
! RUN: %flangdiff %s | %fcheck %s
program unformatted_record_overrun
  implicit none
  integer :: ios, i, j, k(4)
  character(100) :: msg
  real(8) :: d(3)
  open (12, file='uro_d.dat', access='direct', form='unformatted', &
        recl=20, status='replace')
  write (12, rec=1, iostat=ios, iomsg=msg) 1.0d0, 2.0d0, 3.0d0
  print '(a,i0,1x,a)', 'w1 ', ios, trim(msg)
  msg = ''
  write (12, rec=2, iostat=ios, iomsg=msg) 1, 2, 3, 4, 5
  print '(a,i0,1x,a)', 'w2 ', ios, trim(msg)
  d = 7
  read (12, rec=2, iostat=ios, iomsg=msg) d
  print '(a,i0,1x,a,3f5.1)', 'r1 ', ios, trim(msg), d
  k = 9
  read (12, rec=2, iostat=ios, iomsg=msg) k, i, j
  print '(a,i0,1x,a,5i3)', 'r2 ', ios, trim(msg), k, i
  close (12, status='delete')
  open (13, file='uro_s.dat', form='unformatted', status='replace')
  write (13) 1, 2, 3
  write (13) 4.0d0
  write (13) 5
  rewind (13)
  d = 7
  read (13, iostat=ios, iomsg=msg) d
  print '(a,i0,1x,a,3f5.1)', 's1 ', ios, trim(msg), d
  k = 9
  read (13, iostat=ios, iomsg=msg) k(1), d(1:2)
  print '(a,i0,1x,a,2f5.1)', 's2 ', ios, trim(msg), d(1:2)
  read (13, iostat=ios, iomsg=msg) k(1)
  print '(a,i0,1x,i0)', 's3 ', ios, k(1)
  close (13, status='delete')
end program unformatted_record_overrun
! CHECK:w1 1002 Attempt to write 8 bytes to position 16 in a fixed-size record of 20 bytes{{ ?}}
! CHECK-NEXT:w2 0{{ ?}}
! CHECK-NEXT:r1 1003 Attempt to read 24 bytes at position 0 in a record of 20 bytes  7.0  7.0  7.0{{ ?}}
! CHECK-NEXT:r2 1003 Attempt to read 4 bytes at position 20 in a record of 20 bytes  1  2  3  4  5{{ ?}}
! CHECK-NEXT:s1 1003 Attempt to read 24 bytes at position 4 in a record of 16 bytes  7.0  7.0  7.0{{ ?}}
! CHECK-NEXT:s2 1003 Attempt to read 16 bytes at position 8 in a record of 12 bytes  7.0  7.0{{ ?}}
! CHECK-NEXT:s3 0 5{{ ?}}
