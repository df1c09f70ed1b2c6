! flang front door: a READ after an advancing formatted WRITE that failed
! before it put anything in its record.  flang's runtime drops that record
! (drops_empty_failed_record) and the READ meets the end of the file;
! ftnio's flang door kept the WRITE in progress and refused the READ with
! libgfortran's 1006 "Cannot READ after a nonadvancing WRITE".  The
! second READ, a list-directed one, and a REWIND then READ follow.
! RUN: %flangdiff %s | %fcheck %s
program read_after_failed_write
  integer :: u, ios, i
  character(100) :: msg
  character(12) :: line
  open (newunit=u, status='scratch')
  write (u, '(a)') 'f1'
  write (u, '(i3)', iostat=ios) 'abc'
  print '(a,i0)', 'failed write: ', ios
  do i = 1, 2
    msg = ''
    read (u, '(a)', iostat=ios, iomsg=msg) line
    print '(a,i0,2a)', 'read after failed write: ', ios, ' ', trim(msg)
  end do
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'list: ', ios, ' ', trim(msg)
  rewind (u)
  read (u, '(a)', iostat=ios) line
  print '(a,i0,2a)', 'first: ', ios, ' ', trim(line)
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'second: ', ios, ' ', trim(msg)
  close (u)
  ! A failed WRITE after a non-advancing one: its record holds bytes and
  ! is ended; the READ after it meets the end as well.
  open (newunit=u, status='scratch')
  write (u, '(a)', advance='no') 'ab'
  write (u, '(i3)', iostat=ios) 'abc'
  print '(a,i0)', 'failed write 2: ', ios
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'read 2: ', ios, ' ', trim(msg)
  rewind (u)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,3a)', 'reread 2: ', ios, ' ', trim(line), trim(msg)
  close (u)
end program

! CHECK:failed write: 1005
! CHECK:read after failed write: -1 End of file during input
! CHECK:read after failed write: -1 End of file during input
! CHECK:list: -1 End of file during input
! CHECK:first: 0 f1
! CHECK:second: -1 End of file during input
! CHECK:failed write 2: 1005
! CHECK:read 2: -1 End of file during input
! CHECK:reread 2: 0 ab
