! CONVERT='BIG_ENDIAN': a READ that fails inside an item (short record,
! end of file) still byte-swaps that whole item, the elements it did not
! reach included, as libgfortran does; items after it are left alone.
! Sequential, direct and stream access.
! RUN: %fdiff %s | %fcheck %s
program convert_failed_read
  implicit none
  integer :: u, ios
  integer(4) :: iv(3), j
  integer(8) :: kv(2)
  complex(4) :: z(2)
  open (newunit=u, file='s.bin', form='unformatted', convert='big_endian', &
        status='replace')
  write (u) 1, 2
  write (u) 3_8
  write (u) (1.0, 2.0)
  rewind (u)
  iv = 7; j = 9
  read (u, iostat=ios) iv, j
  print '(a,i5,4(1x,z8.8))', 'seq short', ios, iv, j
  kv = 5
  read (u, iostat=ios) kv
  print '(a,i5,2(1x,z16.16))', 'seq int8', ios, kv
  z = (4.0, 5.0)
  read (u, iostat=ios) z
  print '(a,i5,4(1x,z8.8))', 'seq complex', ios, z
  iv = 7
  read (u, iostat=ios) iv
  print '(a,i5,3(1x,z8.8))', 'seq at end', ios, iv
  close (u, status='delete')
  open (newunit=u, file='d.bin', form='unformatted', access='direct', &
        recl=8, convert='big_endian', status='replace')
  write (u, rec=1) 1, 2
  iv = 7; j = 9
  read (u, rec=1, iostat=ios) iv, j
  print '(a,i5,4(1x,z8.8))', 'direct', ios, iv, j
  close (u, status='delete')
  open (newunit=u, file='t.bin', form='unformatted', access='stream', &
        convert='big_endian', status='replace')
  write (u) 1, 2
  iv = 7; j = 9
  read (u, pos=1, iostat=ios) iv, j
  print '(a,i5,4(1x,z8.8))', 'stream', ios, iv, j
  close (u, status='delete')
end program convert_failed_read
! CHECK:seq short 5016 00000001 00000002 07000000 00000009
! CHECK:seq int8 5016 0000000000000003 0500000000000000
! CHECK:seq complex 5016 3F800000 40000000 00008040 0000A040
! CHECK:seq at end   -1 00000007 00000007 00000007
! CHECK:direct 5016 00000001 00000002 07000000 00000009
! CHECK:stream   -1 00000001 00000002 07000000 00000009
