! RECL= on an unformatted sequential file: a WRITE longer than RECL
! writes what fits after a zero head marker and fails with 5016; the unit
! then has no room left, every later WRITE fails too (libgfortran resets
! the room only when a record ends), the last one without IOSTAT=.
! RUN: %fdiff %s
! Runtime error: exit status 2.
program seq_recl_short
  integer :: ios, i
  character(100) :: msg = "none"
  real :: a(5) = 1.5
  character(20) :: s
  open(10, file='r1.bin', form='unformatted', access='sequential', recl=16, status='replace')
  write(10, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  write(10, iostat=ios, iomsg=msg) a(1:4)
  print *, ios, trim(msg)
  write(10, iostat=ios, iomsg=msg) a(1:2), a(1:3)
  print *, ios, trim(msg)
  write(10) 7
  rewind(10)
  read(10, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  read(10, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  close(10)
  open(11, file='r1.txt', form='formatted', access='sequential', recl=6, status='replace')
  write(11, '(a)', iostat=ios, iomsg=msg) 'abcdefgh'
  print *, ios, trim(msg)
  write(11, '(a)', iostat=ios, iomsg=msg) 'abc'
  print *, ios, trim(msg)
  write(11, '(a3,a3)', iostat=ios, iomsg=msg) 'abc', 'def'
  print *, ios, trim(msg)
  write(11, '(a3,/,a5)', iostat=ios, iomsg=msg) 'abc', 'defgh'
  print *, ios, trim(msg)
  write(11, *, iostat=ios, iomsg=msg) 'abc', 1
  print *, ios, trim(msg)
  rewind(11)
  read(11, '(a8)', iostat=ios, iomsg=msg) s
  print *, ios, trim(msg), s
  read(11, '(a3,a4)', iostat=ios, iomsg=msg) s, s
  print *, ios, trim(msg), s
  close(11)
end program seq_recl_short
