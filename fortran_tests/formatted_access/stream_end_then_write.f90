! The "after the endfile record" check of a data transfer statement
! (check_connection) under libgfortran: a formatted or unformatted stream
! file has no sequential end, so a READ meets END again and a WRITE after
! END is allowed; a sequential file refuses a READ or WRITE
! after its endfile record until BACKSPACE or REWIND.  A guard of the
! predicate both checks share (has_sequential_end).
! RUN: %fdiff %s | %fcheck %s
! CHECK:fs read1 0 7
! CHECK:fs read2 -1
! CHECK:fs read3 -1
! CHECK:fs write 0 []
! CHECK:fs write pos 0 []
! CHECK:us read2 -1
! CHECK:us read3 -1
! CHECK:us write 0 []
! CHECK:sq read2 -1
! CHECK:sq read3 5001 [Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA]
! CHECK:sq write 5001 [Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA]
! CHECK:sq write after backspace 0 []
! Under -std=legacy the sequential file lets the WRITE through, and the
! READ is "Read past ENDFILE record" (hit_end_of_file).
! RUN: %fdiff --fflags=-std=legacy %s | %fcheck --check-prefix=LEGACY %s
! LEGACY:fs read1 0 7
! LEGACY:fs read2 -1
! LEGACY:fs read3 -1
! LEGACY:fs write 0 []
! LEGACY:fs write pos 0 []
! LEGACY:us read2 -1
! LEGACY:us read3 -1
! LEGACY:us write 0 []
! LEGACY:sq read2 -1
! LEGACY:sq read3 5008 [Read past ENDFILE record]
! LEGACY:sq write 0 []
! LEGACY:sq write after backspace 0 []
program stream_end_then_write
  implicit none
  integer :: ios, a
  character(80) :: msg
  open (10, file='fse.dat', status='replace', access='stream', &
        form='formatted')
  write (10, '(i4)') 7
  rewind (10)
  read (10, '(i4)', iostat=ios) a
  print '(a,i0,1x,i0)', 'fs read1 ', ios, a
  read (10, '(i4)', iostat=ios) a
  print '(a,i0)', 'fs read2 ', ios
  read (10, '(i4)', iostat=ios) a
  print '(a,i0)', 'fs read3 ', ios
  msg = ''
  write (10, '(i4)', iostat=ios, iomsg=msg) 8
  print '(a,i0,3a)', 'fs write ', ios, ' [', trim(msg), ']'
  msg = ''
  write (10, '(i4)', pos=1, iostat=ios, iomsg=msg) 5
  print '(a,i0,3a)', 'fs write pos ', ios, ' [', trim(msg), ']'
  close (10, status='delete')

  open (11, file='use.dat', status='replace', access='stream', &
        form='unformatted')
  write (11) 7
  rewind (11)
  read (11, iostat=ios) a
  read (11, iostat=ios) a
  print '(a,i0)', 'us read2 ', ios
  read (11, iostat=ios) a
  print '(a,i0)', 'us read3 ', ios
  msg = ''
  write (11, iostat=ios, iomsg=msg) 8
  print '(a,i0,3a)', 'us write ', ios, ' [', trim(msg), ']'
  close (11, status='delete')

  open (12, file='sq.dat', status='replace')
  write (12, '(i4)') 7
  rewind (12)
  read (12, '(i4)', iostat=ios) a
  read (12, '(i4)', iostat=ios) a
  print '(a,i0)', 'sq read2 ', ios
  msg = ''
  read (12, '(i4)', iostat=ios, iomsg=msg) a
  print '(a,i0,3a)', 'sq read3 ', ios, ' [', trim(msg), ']'
  msg = ''
  write (12, '(i4)', iostat=ios, iomsg=msg) 8
  print '(a,i0,3a)', 'sq write ', ios, ' [', trim(msg), ']'
  backspace (12)
  msg = ''
  write (12, '(i4)', iostat=ios, iomsg=msg) 9
  print '(a,i0,3a)', 'sq write after backspace ', ios, ' [', trim(msg), ']'
  close (12, status='delete')
end program
