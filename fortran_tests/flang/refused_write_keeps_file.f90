! flang front door: a WRITE refused because its form does not match the
! connection's leaves the file as it was (libgfortran cuts a sequential
! file after the position, as for any WRITE, and ftnio does so for
! gfortran programs), and the next READ reads the records.
! RUN: %flangdiff %s | %fcheck %s
program refused_write_keeps_file
  implicit none
  integer :: u, ios, n, a(5)
  character(len=8) :: c
  real(8) :: d
  open(newunit=u, file='u.dat', status='replace', form='unformatted')
  write(u) 1, 2, 3
  write(u) 4.5d0
  rewind(u)
  c = 'x'
  write(u, '(a)', iostat=ios) c; print *, 'wf', ios
  read(u, iostat=ios) a; print *, 'short', ios
  read(u, iostat=ios) d; print *, 'r2', ios, d
  close(u)
  open(newunit=u, file='u.dat', status='old', form='unformatted', access='stream')
  inquire(u, size=n); print *, 'size', n
  close(u, status='delete')
end program
! CHECK: wf 1018
! CHECK-NEXT: short 1003
! CHECK-NEXT: r2 0 4.5
! CHECK-NEXT: size 36
