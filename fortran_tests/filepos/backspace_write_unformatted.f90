! BACKSPACE between unformatted WRITEs: the record stepped back over is
! replaced by the next WRITE and everything after it is cut, for short
! records, records split into sub-records (-fmax-subrecord-length=8),
! big-endian files and 8-byte markers.  The files are compared.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=8 %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s
! RUN: %fdiff --fflags=-frecord-marker=8 %s
program backspace_write_unformatted
  implicit none
  integer :: a(5) = [1, 2, 3, 4, 5]
  open (10, file='u.bin', form='unformatted', status='replace')
  write (10) a
  write (10) a(1:2)
  write (10) a, a
  backspace (10)
  backspace (10)
  write (10) 99
  close (10)
  open (10, file='u.bin', form='unformatted', position='append')
  backspace (10)
  write (10) 7, 8
  write (10)
  backspace (10)
  backspace (10)
  backspace (10)
  write (10) a(5:1:-1)
  close (10)
  print *, 'done'
end program backspace_write_unformatted
! CHECK: done
