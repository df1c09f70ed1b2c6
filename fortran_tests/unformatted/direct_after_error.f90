! Unformatted direct access after a failed WRITE (5015): libgfortran keeps
! the failed record's room for the next statements, which fail too, and
! leaves NEXTREC unchanged; the last WRITE has no IOSTAT= (exit 2).
! RUN: %fdiff %s
program direct_after_error
  integer :: ios, n
  character(80) :: msg = 'none'
  open(10, file='u1.bin', access='direct', form='unformatted', recl=8, status='replace')
  write(10, rec=1, iostat=ios, iomsg=msg) 1, 2, 3
  print *, ios, trim(msg)
  write(10, rec=2, iostat=ios, iomsg=msg) 4
  print *, ios, trim(msg)
  write(10, rec=3, iostat=ios, iomsg=msg) 5, 6
  print *, ios, trim(msg)
  inquire(10, nextrec=n)
  print *, n
  write(10, rec=4) 7, 8
  close(10)
end program direct_after_error
