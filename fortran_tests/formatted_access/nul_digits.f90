! I, G and B/O/Z input fields holding NUL bytes (the never-written bytes
! of a formatted direct-access record): libgfortran ends the digits at
! the first NUL and ignores the rest of the field, so a field of NULs
! reads as zero; F, E and L fields with NULs are bad values.
! RUN: %fdiff %s | %fcheck %s
program nul_digits
  implicit none
  integer :: u, ios, i
  real :: r
  open (newunit=u, file='d.dat', access='direct', form='formatted', &
        recl=20, status='replace')
  write (u, '(a)', rec=3) 'x'
  write (u, '(a)', rec=2) '12'
  i = 7
  read (u, '(i6)', rec=1, iostat=ios) i
  print *, ios, i
  i = 7
  read (u, '(i6)', rec=2, iostat=ios) i
  print *, ios, i
  i = 7
  read (u, '(g11.0)', rec=1, iostat=ios) i
  print *, ios, i
  i = 7
  read (u, '(z4)', rec=1, iostat=ios) i
  print *, ios, i
  i = 7
  read (u, '(1x,i3)', rec=3, iostat=ios) i
  print *, ios, i
  r = 7
  read (u, '(f8.2)', rec=1, iostat=ios) r
  print *, ios, r
  close (u, status='delete')
end program nul_digits
! CHECK:           0           0
! CHECK:           0          12
! CHECK:           0           0
! CHECK:           0           0
! CHECK:           0           0
! CHECK:        5010   7.00000000    
