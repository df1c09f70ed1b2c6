! RECL= on a formatted sequential unit: output that would pass the record
! length is the EOR condition (IOSTAT -2, "End of record"); the field is
! not written and the partial record stays for the next WRITE, as with
! libgfortran.  List-directed output does not wrap before RECL either.
! RUN: %fdiff %s --expect-exit 2
program p
  implicit none
  integer :: ios, i
  character(100) :: msg
  open (10, file='r1.txt', recl=10, form='formatted', status='replace')
  msg = ''
  write (10, '(a)', iostat=ios, iomsg=msg) '12345678901234'
  print *, ios, trim(msg)
  msg = ''
  write (10, '(a)', iostat=ios, iomsg=msg) '1234567890'
  print *, ios, trim(msg)
  write (10, '(i3)', iostat=ios, iomsg=msg) (i, i = 1, 3)
  print *, ios, trim(msg)
  write (10, '(5x,a,t3,a)', iostat=ios, iomsg=msg) 'abcdef', 'x'
  print *, ios, trim(msg)
  write (10, '(a)') 'next'
  write (10, *, iostat=ios, iomsg=msg) 1, 2
  print *, ios, trim(msg)
  write (10, '(a)') 'after'
  write (10, *, iostat=ios, iomsg=msg) 'abc'
  print *, ios, trim(msg)
  close (10)
  open (10, file='r1.txt', recl=30, form='formatted', position='append')
  write (10, *, iostat=ios, iomsg=msg) 1, 2
  print *, ios, trim(msg)
  write (10, *, iostat=ios, iomsg=msg) (i, i = 1, 8)
  print *, ios, trim(msg)
  write (10, '(a)', iostat=ios, iomsg=msg) 'x'
  print *, ios, trim(msg)
  close (10)
  open (10, file='r1.txt', recl=20, form='formatted', position='append', &
        delim='quote')
  write (10, '(a)') '1234567890'
  write (10, *, iostat=ios, iomsg=msg) 1.5
  print *, ios, trim(msg)
  close (10)
  ! No IOSTAT=: the runtime error.
  open (10, file='r1.txt', recl=10, form='formatted', position='append')
  write (10, '(a)') '12345678901'
end program
