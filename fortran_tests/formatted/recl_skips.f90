! RECL= and X/T skips: libgfortran writes a pending skip as a field of its
! own; a skip that does not fit is dropped (EOR) and the next field goes
! where the record's data ends, one that fits stays.  Internal files alike.
! RUN: %fdiff %s
program skips
  integer :: ios
  character(100) :: msg
  open (10, file='rt.txt', recl=10, form='formatted', status='replace')
  write (10, '(t15,a)', iostat=ios, iomsg=msg) 'a'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(12x,a)', iostat=ios, iomsg=msg) 'a'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(a,12x)', iostat=ios, iomsg=msg) 'a'
  print *, ios
  write (10, '(a,t12,a)', iostat=ios, iomsg=msg) 'a', 'b'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(a,t8,a)', iostat=ios, iomsg=msg) '123456789', 'bcd'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(a,tl3,a)', iostat=ios, iomsg=msg) '123456789', 'bcd'
  print *, ios
  write (10, '(a,tl3,a)', iostat=ios, iomsg=msg) '123456789', 'bcdef'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(a/a)', iostat=ios, iomsg=msg) '1234567890123', '12'
  print *, ios
  write (10, '(a)', iostat=ios) ''
  print *, ios
  write (10, '(a)', iostat=ios) 'z'
  print *, ios
  close (10)
  call internal
contains
  subroutine internal
  integer :: ios
  character(10) :: s, a(2)
  character(100) :: msg
  s = 'zzzzzzzzzz'
  write (s, '(t15,a)', iostat=ios, iomsg=msg) 'a'
  print *, ios, '[', s, ']'
  s = 'zzzzzzzzzz'
  write (s, '(a,t12,a)', iostat=ios, iomsg=msg) 'a', 'b'
  print *, ios, '[', s, ']'
  s = 'zzzzzzzzzz'
  write (s, '(a,12x,a)', iostat=ios, iomsg=msg) 'a', 'bcd'
  print *, ios, '[', s, ']'
  a = 'zzzzzzzzzz'
  write (a, '(a,t12,a)', iostat=ios, iomsg=msg) 'a', 'b'
  print *, ios, '[', a, ']'
  a = 'zzzzzzzzzz'
  write (a, '(a,t12,a,/,a)', iostat=ios, iomsg=msg) 'a', 'b', 'c'
  print *, ios, '[', a, ']'
  s = 'zzzzzzzzzz'
  write (s, '(a,tr12,a)', iostat=ios, iomsg=msg) '123', 'b'
  print *, ios, '[', s, ']'
  end subroutine
end program
