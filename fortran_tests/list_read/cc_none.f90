! List-directed READ under CARRIAGECONTROL='NONE' (-fdec): newlines are
! characters, read as blanks between values, and the rest of the "record"
! a READ skips at its end runs to the first newline only.  A blank before
! a newline is put back and read again, newline included.
! RUN: %fdiff --fflags=-fdec %s
program list_read_cc_none
  implicit none
  integer :: u, ios, i, j, k, p
  character(len=20) :: s
  character(len=8) :: t
  open (newunit=u, file='cc.txt', status='replace')
  write (u, '(a)') '1   ', '  2', '3 4', 'AB', 'CD', 'EF'
  close (u)
  open (newunit=u, file='cc.txt', status='old', carriagecontrol='none')
  i = -1; j = -1; k = -1
  read (u, *, iostat=ios) i, j, k
  print *, ios, i, j, k
  do i = 1, 4
    rewind (u)
    s = '?'
    if (i == 1) read (u, *, iostat=ios) s
    if (i == 2) read (u, *, iostat=ios) j
    if (i == 3) read (u, '(a1)', advance='no', iostat=ios) s
    if (i == 4) read (u, *, iostat=ios) s, s
    inquire (u, pos=p)
    print *, ios, p, '[', trim(s), ']'
    t = '?'
    read (u, '(a8)', iostat=ios) t
    print *, ios, '[', t, ']'
    read (u, *, iostat=ios) j
    print *, ios, j
  end do
  close (u, status='delete')
end program
