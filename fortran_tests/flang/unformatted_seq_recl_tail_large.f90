! flang front door: a record of an unformatted sequential WRITE under a
! large RECL= that runs into the 4 bytes flang 19 lets past RECL= (one
! array item of RECL+4 bytes, large enough that ftnio would otherwise
! stream it) fails at its tail marker with IOSTAT 1002 and stays one
! piece: a zero head and the data, not cut into subrecords of RECL=
! bytes.  (issue 18.)
! RUN: %flangdiff %s | %fcheck %s
program unformatted_seq_recl_tail_large
  implicit none
  integer :: ios, i, n, a(5001), s
  character(100) :: msg
  character(1) :: c
  integer :: shown(24), k
  a = [(i, i = 1, 5001)]
  open (10, file='usrtl.dat', form='unformatted', access='sequential', &
        recl=20000, status='replace')
  msg = ''
  write (10, iostat=ios, iomsg=msg) a
  print '(a,i5," [",a,"]")', 'w1', ios, trim(msg)
  msg = ''
  write (10, iostat=ios, iomsg=msg) 7
  print '(a,i5," [",a,"]")', 'w2', ios, trim(msg)
  close (10)
  open (10, file='usrtl.dat', access='stream', form='unformatted')
  inquire (10, size=n)
  s = 0
  k = 0
  do i = 1, n
    read (10) c
    if (i <= 8 .or. i > n - 16) then
      k = k + 1
      shown(k) = ichar(c)
    end if
    s = s + ichar(c) * mod(i, 7)
  end do
  print '(24i4)', shown
  print *, n, s
  close (10, status='delete')
end program
! CHECK:w1 1002 [Attempt to write 4 bytes to position 20004 in a fixed-size record of 20000 bytes]
! CHECK:w2    0 []
! CHECK:   0   0   0   0   1   0   0   0 137  19   0   0   4   0   0   0   7   0   0   0   4   0   0   0
! CHECK: 20020 2028577
