! RUN: %fdiff %s
! A WRITE refused before it began (no format on a formatted unit) after a
! non-advancing READ that met its record's end, then ENDFILE: the refused
! WRITE has no record of its own to drop, so ENDFILE cuts the file where
! the READ left it (conn_fuzz.py seed 19: the file grew by a NUL byte).
program refused_write_after_eor_endfile
  implicit none
  integer :: ios, sz
  character(40) :: line
  character(200) :: msg
  open (13, file='refused_eor.dat', status='replace')
  write (13, '(a)') ''
  write (13, '(a)') 'second'
  close (13)
  open (13, file='refused_eor.dat', status='old')
  line = '?'; sz = -1; msg = 'none'
  read (13, '(a)', iostat=ios, iomsg=msg, advance='no', size=sz) line
  print *, ios, sz, trim(msg)
  msg = 'none'
  write (13, iostat=ios, iomsg=msg) ''
  print *, ios, trim(msg)
  endfile (13, iostat=ios, iomsg=msg)
  print *, ios
  close (13)
  open (13, file='refused_eor.dat', access='stream', form='unformatted', &
        status='old')
  inquire (13, size=sz)
  print *, 'size', sz
  close (13, status='delete')
end program
