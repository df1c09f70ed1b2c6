! A READ or WRITE with POS= on a sequential unit after its endfile record:
! libgfortran refuses the statement after the endfile record (5001) before
! it looks at POS= (5002 "POS=specifier not allowed"), formatted and
! unformatted.  Found by progen/conn_fuzz.py.
! RUN: %fdiff %s
program pos_after_endfile
  implicit none
  integer :: ios, k
  character(100) :: msg
  open (10, file='f.txt', status='replace')
  write (10, '(a)') 'first'
  endfile (10)
  msg = 'none'
  write (10, '(a)', pos=1, iostat=ios, iomsg=msg) 'x'
  print '(i0,1x,a)', ios, trim(msg)
  msg = 'none'
  read (10, '(a)', pos=1, iostat=ios, iomsg=msg) msg
  print '(i0,1x,a)', ios, trim(msg)
  close (10, status='delete')
  open (11, file='u.bin', status='replace', form='unformatted')
  write (11) 1
  endfile (11)
  msg = 'none'
  write (11, pos=2, iostat=ios, iomsg=msg) 2
  print '(i0,1x,a)', ios, trim(msg)
  msg = 'none'; k = -1
  read (11, pos=1, iostat=ios, iomsg=msg) k
  print '(i0,1x,a,1x,i0)', ios, trim(msg), k
  ! Not after an endfile record: POS= is refused.
  rewind (11)
  msg = 'none'
  read (11, pos=1, iostat=ios, iomsg=msg) k
  print '(i0,1x,a,1x,i0)', ios, trim(msg), k
  close (11, status='delete')
end program pos_after_endfile
