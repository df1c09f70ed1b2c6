! Formatted direct access: records padded with blanks to RECL, '/' moving
! to the next record, NEXTREC, a field past the record (END), a short
! field (blank-padded), a record that does not exist, records past the end
! of the file read as blanks, and a WRITE too long for the record (EOR).
! RUN: %fdiff %s
program direct_basic
  integer :: ios, i, j, k
  character(100) :: msg
  character(8) :: s
  open(10, file='d1.dat', access='direct', form='formatted', recl=8, status='replace')
  write(10, '(a)', rec=2) 'abc'
  write(10, '(i3,/,i3)', rec=4) 1, 2
  inquire(10, nextrec=i)
  print *, 'nextrec', i
  read(10, '(a)', rec=2) s
  print *, '[', s, ']'
  read(10, '(i3)', rec=4) i
  print *, i
  read(10, '(i3,/,i3)', rec=4) i, j
  print *, i, j
  inquire(10, nextrec=i)
  print *, 'nextrec', i
  read(10, '(a8,a)', rec=2, iostat=ios, iomsg=msg) s, s
  print *, 'past record', ios, trim(msg), '[', s, ']'
  read(10, '(a6,a4)', rec=2, iostat=ios, iomsg=msg) s, s
  print *, 'short', ios, trim(msg), '[', s, ']'
  read(10, '(a)', rec=9, iostat=ios, iomsg=msg) s
  print *, 'nonexist', ios, trim(msg)
  read(10, '(i3,/,i3,/,i3)', rec=4, iostat=ios, iomsg=msg) i, j, k
  print *, 'beyond', ios, trim(msg), i, j, k
  inquire(10, nextrec=i)
  print *, 'nextrec', i
  write(10, '(a,/)', rec=6) 'x'
  inquire(10, nextrec=i)
  print *, 'nextrec', i

  write(10, '(a)', rec=1, iostat=ios, iomsg=msg) '123456789'
  print *, 'overflow', ios, trim(msg)
  close(10)
end program direct_basic
