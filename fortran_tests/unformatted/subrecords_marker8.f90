! -fmax-subrecord-length applies to 8-byte record markers too
! (-frecord-marker=8): libgfortran splits a longer record into subrecords
! of that length, as with 4-byte markers; ftnio wrote it whole (progen
! --variants seeds 477, 1194, 1009).  Writing, reading back across the
! pieces, BACKSPACE over them and the file's size.
! RUN: %fdiff --fflags="-frecord-marker=8 -fmax-subrecord-length=8" %s
! RUN: %fdiff --fflags="-frecord-marker=8 -fmax-subrecord-length=16" %s
program subrecords_marker8
  implicit none
  integer(4) :: a(5), b(5), one
  real(8) :: r(3)
  integer :: n, ios
  a = [1, 2, 3, 4, 5]
  r = [1.5d0, -2.25d0, 3.0d0]
  open (10, file='sr.dat', form='unformatted', status='replace')
  write (10) a
  write (10) 7
  write (10)
  write (10) r, a(1:2)
  write (10) a(1:2)
  rewind (10)
  b = 0
  read (10) b
  print *, b
  read (10) one
  print *, one
  read (10)
  r = 0
  read (10, iostat=ios) r
  print *, ios, r
  backspace (10)
  backspace (10)
  read (10) r(1)
  print *, r(1)
  read (10) r(1)
  print *, r(1)
  close (10)
  inquire (file='sr.dat', size=n)
  print *, n
end program subrecords_marker8
