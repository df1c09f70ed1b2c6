! flang front door: after a formatted READ failed on an item, its '/'
! still runs (flang's statement end) and begins reading the next record
! at once: where the file has none it meets the end there, so a WRITE
! after that READ is "WRITE after ENDFILE" (IOSTAT 1017), as in flang
! 19.  ftnio passed the record without looking at the next and let the
! WRITE through.  Progen --flang seed 900039.
! RUN: %flangdiff %s | %fcheck %s
program failed_read_slash_end
  implicit none
  integer :: ios
  integer(8) :: i1
  character(100) :: msg
  open (130, file='frse.dat', status='replace')
  write (130, '(a)') 'abc'
  rewind (130)
  read (130, '(i4/i4)', iomsg=msg, iostat=ios) i1, i1
  print '(i0,1x,a)', ios, trim(msg)
  write (130, '(i0)', iomsg=msg, iostat=ios) 42
  print '(i0,1x,a)', ios, trim(msg)
  rewind (130)
  read (130, '(i4)', iomsg=msg, iostat=ios) i1, i1
  print '(i0,1x,a)', ios, trim(msg)
  write (130, '(i0)', iomsg=msg, iostat=ios) 43
  print '(i0,1x,a)', ios, trim(msg)
  rewind (130)
  write (130, '(a)') 'abc'
  write (130, '(a)') 'def'
  rewind (130)
  read (130, '(i4/i4)', iomsg=msg, iostat=ios) i1, i1
  print '(i0,1x,a)', ios, trim(msg)
  write (130, '(i0)', iomsg=msg, iostat=ios) 44
  print '(i0,1x,a)', ios, trim(msg)
  close (130, status='delete')
end program
! CHECK:1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:1017 WRITE after ENDFILE
! CHECK-NEXT:1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:0 Bad character 'a' in INTEGER input field
! CHECK-NEXT:1001 Bad character 'a' in INTEGER input field
! CHECK-NEXT:0 Bad character 'a' in INTEGER input field
