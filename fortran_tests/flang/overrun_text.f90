! flang front door: a formatted WRITE past the end of a fixed-length
! record (direct access, or sequential with RECL=) reports the field's
! bytes and position as flang 19 does ("Attempt to write 6 bytes to
! position 5 in a fixed-size record of 10 bytes", IOSTAT 1002).  flang
! writes a field's leading blanks one at a time: the first blank that
! does not fit fails alone ("1 bytes to position 10"), else the rest of
! the field fails after the blanks.
! RUN: %flangdiff %s | %fcheck %s
program overrun_text
  implicit none
  integer :: ios
  character(100) :: msg
  open (10, file='ot.dat', access='direct', form='formatted', recl=10, &
        status='replace')
  write (10, '(a)', rec=1, iostat=ios, iomsg=msg) 'abcdefghijkl'
  print '(i0,1x,a)', ios, trim(msg)
  write (10, '(a5,a6)', rec=2, iostat=ios, iomsg=msg) 'abcde', 'fghijk'
  print '(i0,1x,a)', ios, trim(msg)
  write (10, '(a,/,a)', rec=3, iostat=ios, iomsg=msg) 'ab', 'cdefghijklmn'
  print '(i0,1x,a)', ios, trim(msg)
  write (10, '(f8.3,f8.3)', rec=4, iostat=ios, iomsg=msg) 1.5, 2.5
  print '(i0,1x,a)', ios, trim(msg)
  close (10, status='delete')
  open (11, file='os.dat', form='formatted', recl=10, status='replace')
  write (11, '(a)', iostat=ios, iomsg=msg) 'abcdefghijkl'
  print '(i0,1x,a)', ios, trim(msg)
  close (11, status='delete')
  open (12, file='ox.dat', access='direct', form='formatted', recl=10, &
        status='replace')
  write (12, '(i5,i6)', rec=1, iostat=ios, iomsg=msg) 1, 2
  print '(i0,1x,a)', ios, trim(msg)
  write (12, '(i5,5x,i1)', rec=1, iostat=ios, iomsg=msg) 1, 2
  print '(i0,1x,a)', ios, trim(msg)
  write (12, '(a7,a5)', rec=1, iostat=ios, iomsg=msg) 'abc', 'de'
  print '(i0,1x,a)', ios, trim(msg)
  close (12, status='delete')
end program overrun_text
! CHECK:1002 Attempt to write 12 bytes to position 0 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 6 bytes to position 5 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 12 bytes to position 0 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 12 bytes to position 0 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
