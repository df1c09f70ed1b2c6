! ENDFILE: the file ends at the current position (records after it are
! cut off); a second ENDFILE is an error (5001) until BACKSPACE or REWIND;
! ENDFILE of a direct-access unit is an error (5001); ENDFILE of an
! unconnected unit connects fort.N (unformatted, sequential, contents
! kept, after its endfile record); of a negative unit it fails (5002).
! POSITION= after ENDFILE is APPEND, or REWIND for an empty file.
! RUN: %fdiff %s | %fcheck %s
program endfile_test
  implicit none
  integer :: ios, i, neg
  character(len=80) :: msg
  character(len=12) :: pos, frm, acc
  open (10, file='cut.txt', status='replace')
  do i = 1, 4
    write (10, *) 'record', i
  end do
  backspace (10)
  backspace (10)
  endfile (10)
  inquire (10, position=pos)
  print *, 'after endfile ', trim(pos)
  msg = 'untouched'
  endfile (10, iostat=ios, iomsg=msg)
  print *, 'second endfile', ios, trim(msg)
  backspace (10)
  endfile (10, iostat=ios)
  print *, 'after backspace', ios
  rewind (10)
  endfile (10)
  inquire (10, position=pos)
  print *, 'empty ', trim(pos)
  close (10)
  open (11, file='fort.12', status='replace')
  write (11, *) 'existing contents of fort.12'
  close (11)
  endfile (12)
  inquire (12, form=frm, access=acc, position=pos)
  print *, 'unconnected: ', trim(frm), ' ', trim(acc), ' ', trim(pos)
  endfile (12, iostat=ios, iomsg=msg)
  print *, 'again', ios, trim(msg)
  close (12)
  open (13, file='d.bin', access='direct', recl=4, status='replace')
  endfile (13, iostat=ios, iomsg=msg)
  print *, 'direct', ios, trim(msg)
  neg = -4
  endfile (neg, iostat=ios, iomsg=msg)
  print *, 'negative', ios, trim(msg)
end program endfile_test
! CHECK: after endfile APPEND
! CHECK-NEXT: second endfile        5001 Cannot perform ENDFILE on a file already positioned after the EOF marker
! CHECK-NEXT: after backspace           0
! CHECK-NEXT: empty REWIND
! CHECK-NEXT: unconnected: UNFORMATTED SEQUENTIAL ASIS
! CHECK-NEXT: again        5001 Cannot perform ENDFILE on a file already positioned after the EOF marker
! CHECK-NEXT: direct        5001 Cannot perform ENDFILE on a file opened for DIRECT access
! CHECK-NEXT: negative        5002 Bad unit number in statement
