! Formatted direct access: format reversion across records, NEXTREC,
! records never written (holes), a bad value, BZ, a WRITE too long for
! its record, '$' and T/TR in a record, and the connection errors
! (ACTION='READ', missing REC=, BACKSPACE and ENDFILE on direct access).
! RUN: %fdiff %s
program direct_more
  implicit none
  integer :: ios, i, n, a(6), b(6)
  character(100) :: msg = 'none'
  character(10) :: s
  real :: x
  open(10, file='d3.dat', access='direct', form='formatted', recl=12, status='replace')
  a = [(i*11, i=1,6)]
  write(10, '(2i5)', rec=1) a
  inquire(10, nextrec=n)
  print *, 'nextrec', n
  read(10, '(2i5)', rec=1) b
  print *, b
  inquire(10, nextrec=n)
  print *, 'nextrec', n
  write(10, '(f12.4)', rec=7) 3.25
  read(10, '(f12.4)', rec=7) x
  print *, x
  read(10, '(a)', rec=5, iostat=ios, iomsg=msg) s
  print *, ios, '[', s, ']'
  read(10, '(i3)', rec=2, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg), i
  write(10, '(a)', rec=2) 'abc'
  read(10, '(i3)', rec=2, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  read(10, '(a3)', rec=3, iostat=ios, iomsg=msg) s
  print *, ios, trim(msg), '[', s, ']'
  read(10, '(bz,i12)', rec=1, iostat=ios, iomsg=msg) i
  print *, ios, i
  write(10, '(a)', rec=3, iostat=ios) 'this does not fit in twelve'
  print *, 'no error'
10 continue
  write(10, '(a)', rec=4) 'ok'
  inquire(10, nextrec=n)
  print *, 'nextrec', n
  write(10, '(a,$)', rec=8) 'dollar'
  write(10, '("lit",t6,"x",tr2,"y")', rec=9)
  close(10)
  open(10, file='d3.dat', access='direct', form='formatted', recl=12, action='read')
  read(10, '(a12)', rec=9) s
  print *, '[', s, ']'
  write(10, '(a)', rec=1, iostat=ios, iomsg=msg) 'x'
  print *, ios, trim(msg)
  read(10, '(a)', iostat=ios, iomsg=msg) s
  print *, ios, trim(msg)
  backspace(10, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  endfile(10, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  close(10)
end program direct_more
