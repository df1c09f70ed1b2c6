! Under -std=legacy a READ after the endfile record runs and fails with
! "Read past ENDFILE record" (5008); libgfortran leaves no record open
! there (hit_eof resets current_record), so a BACKSPACE and an ENDFILE
! after it meet no record to end.  ftnio kept the list-directed READ's
! record open, and the ENDFILE reported END (progen --variants seed 491).
! RUN: %fdiff --fflags=-std=legacy %s | %fcheck %s
program legacy_read_after_endfile
  implicit none
  integer :: ios, i
  character(len=80) :: msg
  character(len=5) :: line
  integer(2) :: k
  read (60, '(a)', iostat=ios, iomsg=msg) line
  print '(i0,1x,a)', ios, trim(msg)
  read (60, *, iostat=ios, iomsg=msg) k
  print '(i0,1x,a)', ios, trim(msg)
  backspace (60, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  endfile (60, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  open (61, file='l.dat', status='replace')
  write (61, '(a)') '1'
  rewind (61)
  read (61, *) i
  read (61, *, iostat=ios, iomsg=msg) i
  print '(i0,1x,a)', ios, trim(msg)
  read (61, '(a)', iostat=ios, iomsg=msg) line
  print '(i0,1x,a)', ios, trim(msg)
  backspace (61, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  endfile (61, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  close (61)
end program legacy_read_after_endfile
! CHECK:-1 End of file
! CHECK-NEXT:5008 Read past ENDFILE record
! CHECK-NEXT:0 Read past ENDFILE record
! CHECK-NEXT:0 Read past ENDFILE record
! CHECK-NEXT:-1 End of file
! CHECK-NEXT:5008 Read past ENDFILE record
! CHECK-NEXT:0 Read past ENDFILE record
! CHECK-NEXT:0 Read past ENDFILE record
