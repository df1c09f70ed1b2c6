! With GFORTRAN_UNBUFFERED_ALL an unformatted unit on a regular file keeps
! a buffer but pushes every record out at once (Unit::flush_each_record);
! FSTAT sees the record before any FLUSH.  Needs the unformatted transfer
! to honour flush_each_record(): XFAIL until it does.
! RUN: %fdiff --env GFORTRAN_UNBUFFERED_ALL=y %s | %fcheck %s
program buffering_unformatted
  implicit none
  integer :: v(13), st
  open (11, file='u.bin', form='unformatted', status='replace')
  write (11) 1, 2
  st = fstat(11, v)
  print *, 'unformatted', v(8)
end program buffering_unformatted
! Expected output from libgfortran 12:
! CHECK: unformatted          16
