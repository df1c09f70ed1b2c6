! -frecord-marker=8: 8-byte record markers, no subrecords.
! RUN: %fdiff --fflags=-frecord-marker=8 %s
program marker8
  implicit none
  integer :: a(10), i
  a = [(i, i = 1, 10)]
  write (12) a
  write (12)
  write (12) 'x', 2.5d0
  print *, 'done'
end program marker8
