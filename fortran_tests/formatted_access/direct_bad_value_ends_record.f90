! A formatted direct READ that fails on a value that does not convert
! (logical, integer, real): libgfortran ends its record there, as after a
! READ that succeeds, so INQUIRE(NEXTREC=) moves on and the next WRITE has
! all of RECL (no record is left unfinished).
! RUN: %fdiff %s | %fcheck %s
program direct_bad_value_ends_record
  implicit none
  character(len=1) :: c
  logical :: l
  real :: x
  integer :: ios, i, n
  character(80) :: msg
  x = 0  ! (no READ below stores it: not left uninitialised)
  open(21, file='q.dat', access='direct', form='formatted', recl=8, status='replace')
  write(21, '(a)', rec=1) 'abcdefgh'
  write(21, '(a)', rec=2) 'abcdefgh'
  write(21, '(a)', rec=3) 'abcdefgh'
  read(21, '(a1,l3)', rec=1, iostat=ios, iomsg=msg) c, l
  inquire(21, nextrec=n)
  print *, ios, n, trim(msg)
  write(21, '(a)', rec=1, iostat=ios) 'TTTTTTTT'
  print *, ios
  read(21, '(a1,i3)', rec=2, iostat=ios, iomsg=msg) c, i
  inquire(21, nextrec=n)
  print *, ios, n, trim(msg)
  write(21, '(a)', rec=2, iostat=ios) '12345678'
  print *, ios
  read(21, '(2x,f4.1)', rec=3, iostat=ios, iomsg=msg) x
  inquire(21, nextrec=n)
  print *, ios, n, trim(msg)
  write(21, '(a)', rec=3, iostat=ios) '1.5 2.5 '
  print *, ios
  read(21, '(a8,/,a8,/,f8.1)', rec=1, iostat=ios) c, c, x
  print *, ios, x
  close(21, status='delete')
end program
! CHECK:        5010           2 Bad value on logical read
! CHECK:           0
! CHECK:        5010           3 Bad value during integer read
! CHECK:           0
! CHECK:        5010           4 Bad value during floating point read
! CHECK:           0
! CHECK:        5010   0.00000000    
