! flang front door: flang's IOSTAT values and IOMSG= texts (flang 19's
! runtime wording) for the conditions of data transfers, OPEN and the
! positioning statements, CLOSE (of an unconnected unit: nothing), on
! internal and external units (a bad integer names its character).
! RUN: %flangdiff %s | %fcheck %s
program error_messages
  implicit none
  integer :: i, ios
  real :: x
  character(8) :: s
  character(100) :: msg
  s = ' '
  read (s, *, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'end ', ios, trim(msg)
  write (s, '(i10)', iostat=ios, iomsg=msg) 12
  print '(a,i0,1x,a)', 'overrun ', ios, trim(msg)
  s = ' -12a'
  read (s, *, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'bad list integer ', ios, trim(msg)
  read (s, '(i8)', iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'bad integer field ', ios, trim(msg)
  s = 'x.5'
  read (s, '(f8.2)', iostat=ios, iomsg=msg) x
  print '(a,i0)', 'bad real ', ios
  open (10, file='nonexist.txt', status='old', iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'open old ', ios, trim(msg)
  open (10, file='nf.txt', status='new')
  close (10)
  open (10, file='nf.txt', status='new', iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'open new ', ios, trim(msg)
  open (10, file='nf.txt', status=trim(s(4:)), iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'open status ', ios, trim(msg)
  open (10, file='nf.txt', access='seq'//trim(s(4:)), iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'open access ', ios, trim(msg)
  close (10)
  open (10, file='nf.txt', action='read')
  write (10, *, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'read-only ', ios, trim(msg)
  close (10, status='delete')
  open (11, file='wo.txt', status='replace', action='write')
  read (11, *, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'write-only ', ios, trim(msg)
  endfile 11
  write (11, *, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'after endfile ', ios, trim(msg)
  close (11, status='delete')
  open (12, file='uf.bin', form='unformatted', status='replace')
  write (12, '(i3)', iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'fmt on unf ', ios, trim(msg)
  write (12, *, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'list on unf ', ios, trim(msg)
  write (12) 1
  rewind 12
  read (12) i
  read (12, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'unf end ', ios, trim(msg)
  close (12, status='delete')
  open (13, file='f.txt', status='replace')
  write (13, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'unf on fmt ', ios, trim(msg)
  write (13, '(a)') 'ab'
  rewind 13
  read (13, '(a)', advance='no', iostat=ios, iomsg=msg) s
  print '(a,i0,1x,a)', 'eor ', ios, trim(msg)
  close (13, status='delete')
  open (14, file='d.bin', access='direct', recl=4, form='unformatted', &
        status='replace')
  write (14, rec=1) 7
  read (14, rec=5, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'direct past end ', ios, trim(msg)
  endfile (14, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'endfile direct ', ios, trim(msg)
  backspace (14, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'backspace direct ', ios, trim(msg)
  close (14, status='delete')
  write (-5, *, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'negative unit ', ios, trim(msg)
  msg = 'unchanged'
  close (77, status='bog'//trim(s(4:)), iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'close unconnected ', ios, trim(msg)
  open (15, file='c.txt', status='replace')
  close (15, status='bogus'//s(4:), iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'close status ', ios, trim(msg)
  open (16, file='c.txt', iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'connected elsewhere ', ios, trim(msg)
  close (15, status='delete')
end program error_messages
! CHECK:end -1 End of file during input
! CHECK-NEXT:overrun 1002 Excessive output to fixed-size record
! CHECK-NEXT:bad list integer 1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:bad integer field 1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:bad real 1030
! CHECK-NEXT:open old 2 No such file or directory
! CHECK-NEXT:open new 17 File exists
! CHECK-NEXT:open status 1006 Invalid STATUS=''
! CHECK-NEXT:open access 1006 Invalid ACCESS='seq'
! CHECK-NEXT:read-only 1012 Attempted output to read-only file
! CHECK-NEXT:write-only 1013 Attempted input from write-only file
! CHECK-NEXT:after endfile 1017 WRITE after ENDFILE
! CHECK-NEXT:fmt on unf 1018 Formatted I/O on unformatted file
! CHECK-NEXT:list on unf 1018 Formatted I/O on unformatted file
! CHECK-NEXT:unf end -1 End of file during input
! CHECK-NEXT:unf on fmt 1019 Unformatted I/O on formatted file
! CHECK-NEXT:eor -2 End of record during non-advancing input
! CHECK-NEXT:direct past end -1 End of file during input
! CHECK-NEXT:endfile direct 1007 ENDFILE(UNIT=14) on direct-access file
! CHECK-NEXT:backspace direct 1014 BACKSPACE(UNIT=14) on direct-access file or unformatted stream
! CHECK-NEXT:negative unit 1042 Negative unit number is not allowed
! CHECK-NEXT:close unconnected 0 unchanged
! CHECK-NEXT:close status 1006 Invalid STATUS='bogus     '
! CHECK-NEXT:connected elsewhere 0 Invalid STATUS='bogus     '
