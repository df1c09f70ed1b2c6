! A file over 4 GiB (sparse): stream WRITE at POS= 5e9, INQUIRE SIZE= and
! POS=, READ back across the 4 GiB mark, and an unformatted direct record
! number that puts the record beyond 4 GiB.  Files are deleted at the end.
! RUN: %fdiff %s | %fcheck %s
! CHECK: size           5000000008
! CHECK: read       12345       67890
! CHECK: pos           5000000009
! CHECK: direct           4294967300          77
program sparse_5g
  implicit none
  integer(8) :: sz, p
  integer :: a, b, v
  open(10, file='big.bin', access='stream', status='replace')
  write(10, pos=5000000001_8) 12345, 67890
  inquire(10, size=sz)
  print *, 'size', sz
  read(10, pos=5000000001_8) a, b
  print *, 'read', a, b
  inquire(10, pos=p)
  print *, 'pos', p
  close(10, status='delete')
  open(11, file='direct.bin', access='direct', recl=4, form='unformatted', &
       status='replace')
  write(11, rec=1073741825) 77
  read(11, rec=1073741825) v
  inquire(11, size=sz)
  print *, 'direct', sz, v
  close(11, status='delete')
end program
