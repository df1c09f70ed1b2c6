! CONVERT='BIG_ENDIAN': a READ that fails inside an array section (or an
! array read in runs, rank 2) byte-swaps every element of the array after
! the failure too, as libgfortran does: it reads the rest of the array
! part by part, getting nothing, and swaps each part.  Sections with a
! stride, a negative stride, columns of a rank-2 array; INTEGER, REAL,
! COMPLEX, LOGICAL and CHARACTER (kind 1: never swapped) elements;
! sequential, direct and stream access.  An array after the failed item
! is left alone.
! RUN: %fdiff %s | %fcheck %s
program convert_failed_read_section
  implicit none
  integer :: u, ios
  integer(4) :: a(6), b(2,3), c(4)
  integer(8) :: i8(3)
  real(4) :: r(4)
  complex(4) :: z(4)
  logical(8) :: l(4)
  character(len=2) :: s(4)
  open (newunit=u, file='s.bin', form='unformatted', convert='big_endian', &
        status='replace')
  write (u) 1
  rewind (u)
  a = 1
  read (u, iostat=ios) a(1:6:2)
  print '(a,i5,6(1x,z8.8))', 'stride', ios, a
  rewind (u)
  b = 1
  read (u, iostat=ios) b(1,:)
  print '(a,i5,6(1x,z8.8))', 'row', ios, b
  rewind (u)
  b = 1
  read (u, iostat=ios) b(:,1:3:2)
  print '(a,i5,6(1x,z8.8))', 'columns', ios, b
  rewind (u)
  b = 1; c = 1
  read (u, iostat=ios) b, c(1:4:2)
  print '(a,i5,6(1x,z8.8))', 'rank 2', ios, b
  print '(a,i5,4(1x,z8.8))', 'after', ios, c
  rewind (u)
  i8 = 1
  read (u, iostat=ios) i8(3:1:-2)
  print '(a,i5,3(1x,z16.16))', 'int8', ios, i8
  rewind (u)
  r = 1
  read (u, iostat=ios) r(1:4:2), r(2:4:2)
  print '(a,i5,4(1x,z8.8))', 'real', ios, r
  rewind (u)
  z = (1.0, 2.0)
  read (u, iostat=ios) z(1:4:2)
  print '(a,i5,8(1x,z8.8))', 'complex', ios, z
  rewind (u)
  l = .true.
  read (u, iostat=ios) l(1:4:2), l(2:4:2)
  print '(a,i5,4(1x,z16.16))', 'logical', ios, transfer(l, 0_8, 4)
  rewind (u)
  s = 'ab'
  read (u, iostat=ios) s(1:4:2), s(2:4:2)
  print '(a,i5,4(1x,z4.4))', 'character', ios, (transfer(s(ios), 0_2), ios = 1, 4)
  close (u, status='delete')
  open (newunit=u, file='d.bin', form='unformatted', access='direct', &
        recl=8, convert='big_endian', status='replace')
  write (u, rec=1) 1, 2
  a = 1
  read (u, rec=1, iostat=ios) a(1:6:2)
  print '(a,i5,6(1x,z8.8))', 'direct', ios, a
  close (u, status='delete')
  open (newunit=u, file='t.bin', form='unformatted', access='stream', &
        convert='big_endian', status='replace')
  write (u) 1, 2
  a = 1
  read (u, pos=1, iostat=ios) a(1:6:2)
  print '(a,i5,6(1x,z8.8))', 'stream', ios, a
  close (u, status='delete')
end program convert_failed_read_section
! CHECK:stride 5016 00000001 00000001 01000000 00000001 01000000 00000001
! CHECK:row 5016 00000001 00000001 01000000 00000001 01000000 00000001
! CHECK:columns 5016 00000001 01000000 00000001 00000001 01000000 01000000
! CHECK:rank 2 5016 00000001 01000000 01000000 01000000 01000000 01000000
! CHECK:after 5016 00000001 00000001 00000001 00000001
! CHECK:int8 5016 0100000000000000 0000000000000001 0000000100000000
! CHECK:real 5016 00000001 3F800000 0000803F 3F800000
! CHECK:complex 5016 00000001 00000040 3F800000 40000000 0000803F 00000040 3F800000 40000000
! CHECK:logical 5016 0000000100000000 0000000000000001 0100000000000000 0000000000000001
! CHECK:character 5016 0000 6261 0100 6261
! CHECK:direct 5016 00000001 00000001 00000002 00000001 01000000 00000001
! CHECK:stream   -1 00000001 00000001 00000002 00000001 01000000 00000001
