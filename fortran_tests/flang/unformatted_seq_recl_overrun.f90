! flang front door: an item of an unformatted sequential WRITE that does
! not fit in the RECL= of its unit is refused whole with flang's IOSTAT
! 1002 and text ("Attempt to write 40 bytes to position 8 in a
! fixed-size record of 16 bytes"); the record holds the items before it
! and the next WRITE starts a record of its own (libgfortran's 1003
! writes the part that fits and leaves the record without its length).
! (issue 18.)
! RUN: %flangdiff %s | %fcheck %s
program unformatted_seq_recl_overrun
  implicit none
  integer :: ios, a(10), b(3)
  character(100) :: msg
  a = 7
  open (10, file='usro.dat', form='unformatted', access='sequential', &
        recl=16, status='replace')
  msg = ''
  write (10, iostat=ios, iomsg=msg) a
  print '(a,i5," [",a,"]")', 'w1', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) a(1:2), a
  print '(a,i5," [",a,"]")', 'w2', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) a(1:3)
  print '(a,i5," [",a,"]")', 'w3', ios, trim(msg)
  rewind (10)
  do
    b = 0
    msg = ''
    read (10, iostat=ios, iomsg=msg) b(1)
    print '(a,i5," [",a,"]",i2)', 'r', ios, trim(msg), b(1)
    if (ios < 0) exit
  end do
  close (10, status='delete')
end program
! CHECK:w1 1002 [Attempt to write 40 bytes to position 0 in a fixed-size record of 16 bytes]
! CHECK:w2 1002 [Attempt to write 40 bytes to position 8 in a fixed-size record of 16 bytes]
! CHECK:w3    0 []
! CHECK:r 1003 [Attempt to read 4 bytes at position 4 in a record of 4 bytes] 0
! CHECK:r    0 [] 7
! CHECK:r    0 [] 7
! CHECK:r   -1 [End of file during input] 0
