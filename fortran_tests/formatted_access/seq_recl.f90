! RECL= on a formatted sequential file: a WRITE longer than the record
! raises EOR (-2) and writes nothing of the field, '/' starts a fresh
! record, a list-directed WRITE that does not fit leaves its partial record
! to be flushed by REWIND; a READ field stops at RECL characters.
! RUN: %fdiff %s
program seq_recl
  integer :: ios, i
  character(100) :: msg = "none"
  real :: a(5) = 1.5
  character(20) :: s
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
end program seq_recl
