! flang front door: a READ that fails with a format error (IOSTAT 1005)
! ends its record as after any other error: an INTEGER item refusing the
! real part of a list-directed pair, or an F edit meeting an INTEGER
! item.  The next READ starts at the next record, and an ENDFILE then cuts
! right after the failed READ's record (issue 18; progen --flang seed
! 563).
! RUN: %flangdiff %s | %fcheck %s
program failed_read_format_error_record
  implicit none
  integer :: ios, i
  character(80) :: msg, line
  open (30, file='frfer.dat', status='replace')
  write (30, '(a)') 'abc', ' (1.0,2.0) (3.0,', '4.0)', 'last'
  rewind (30)
  read (30, '(a)') line
  read (30, *, iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'list', ios, trim(msg)
  read (30, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'next', ios, trim(line)
  backspace (30)
  backspace (30)
  read (30, '(f5.1)', iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,a)', 'fmt', ios, trim(msg)
  read (30, '(a)', iostat=ios) line
  print '(a,1x,i0,1x,a)', 'next', ios, trim(line)
  rewind (30)
  read (30, '(a)') line
  read (30, *, iostat=ios) i
  endfile (30)
  rewind (30)
  do
    read (30, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(a,1x,a)', 'file', trim(line)
  end do
  rewind (30)
  read (30, '(i1)', iostat=ios) i
  endfile (30)
  rewind (30)
  do
    read (30, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(a,1x,a)', 'file', trim(line)
  end do
  close (30, status='delete')
end program
! CHECK:list 1005 Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:next 0 4.0)
! CHECK-NEXT:fmt 1005 Data edit descriptor 'F' may not be used with an INTEGER data item
! CHECK-NEXT:next 0 4.0)
! CHECK-NEXT:file abc
! CHECK-NEXT:file  (1.0,2.0) (3.0,
! CHECK-NEXT:file abc
