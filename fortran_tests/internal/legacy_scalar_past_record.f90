! Under -std=legacy libgfortran reads a default-kind internal file's
! fields one character at a time, and a scalar file's field past its only
! record (format reversion, '/') finds no character there: an empty field
! (a zero, blanks), not the end of the file.  An array's last record
! still ends the file.  ftnio raised END (progen --variants seed 1649).
! RUN: %fdiff --fflags=-std=legacy %s | %fcheck %s
program legacy_scalar_past_record
  implicit none
  integer :: i, j, ios
  real :: x
  character(len=5) :: s, a(2), c
  s = '7 8 9'
  i = -1
  j = -1
  read (s, '(i3)', iostat=ios) i, j
  print *, ios, i, j
  j = -1
  read (s, '(i3,/,i3)', iostat=ios) i, j
  print *, ios, i, j
  c = 'q'
  x = -1
  read (s, '(i2,/,a3,f4.1)', iostat=ios) i, c, x
  print *, ios, i, '[', c, ']', x
  a = ['1 2 3', '4 5 6']
  read (a, '(i3)', iostat=ios) i, j, i
  print *, ios, i, j
end program legacy_scalar_past_record
! CHECK:           0          78           0
! CHECK-NEXT:           0          78           0
! CHECK-NEXT:           0           7 [     ]   0.00000000    
! CHECK-NEXT:          -1          12          45
