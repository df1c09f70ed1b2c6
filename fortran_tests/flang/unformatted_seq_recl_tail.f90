! flang front door: flang 19 lets an unformatted sequential record's data
! run 4 bytes past RECL= (its check allows for the head and tail markers
! at a position that already counts the head); the record then fails at
! its tail marker with IOSTAT 1002 "Attempt to write 4 bytes to position
! 16 in a fixed-size record of 12 bytes", and the file keeps a zero head
! and the data, without a tail.  An item past that slack is refused at
! its own data offset ("8 bytes to position 12"), and the next WRITE
! starts a record of its own.  (issue 18.)
! RUN: %flangdiff %s | %fcheck %s
program unformatted_seq_recl_tail
  implicit none
  integer :: ios, i, n
  character(100) :: msg
  character(1) :: c
  open (10, file='usrt.dat', form='unformatted', access='sequential', &
        recl=12, status='replace')
  msg = ''
  write (10, iostat=ios, iomsg=msg) 1, 2, 3, 4
  print '(a,i5," [",a,"]")', 'w1', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 1, 2, 3, 4_8
  print '(a,i5," [",a,"]")', 'w2', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 5_2, 6_1
  print '(a,i5," [",a,"]")', 'w3', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 1_1, 2_8, 3_2, 4_8
  print '(a,i5," [",a,"]")', 'w4', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 1, 2, 3
  print '(a,i5," [",a,"]")', 'w5', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 7
  print '(a,i5," [",a,"]")', 'w6', ios, trim(msg)
  close (10)
  open (10, file='usrt.dat', access='stream', form='unformatted')
  inquire (10, size=n)
  do i = 1, n
    read (10) c
    write (*, '(i4)', advance='no') ichar(c)
    if (mod(i, 20) == 0) print *
  end do
  print *
  close (10, status='delete')
end program
! CHECK:w1 1002 [Attempt to write 4 bytes to position 16 in a fixed-size record of 12 bytes]
! CHECK:w2 1002 [Attempt to write 8 bytes to position 12 in a fixed-size record of 12 bytes]
! CHECK:w3    0 []
! CHECK:w4 1002 [Attempt to write 8 bytes to position 11 in a fixed-size record of 12 bytes]
! CHECK:w5    0 []
! CHECK:w6    0 []
! CHECK:   0   0   0   0   1   0   0   0   2   0   0   0   3   0   0   0   4   0   0   0
! CHECK:  12   0   0   0   1   0   0   0   2   0   0   0   3   0   0   0  12   0   0   0
! CHECK:   3   0   0   0   5   0   6   3   0   0   0  11   0   0   0   1   2   0   0   0
! CHECK:   0   0   0   0   3   0  11   0   0   0  12   0   0   0   1   0   0   0   2   0
! CHECK:   0   0   3   0   0   0  12   0   0   0   4   0   0   0   7   0   0   0   4   0
! CHECK:   0   0
