! flang front door: a direct-access statement that fails inside its record
! ends that record, as flang's runtime does: a WRITE's record is completed
! (zero bytes, blanks) and NEXTREC moves past it, and the next WRITE has
! the whole record (libgfortran keeps the failed record open with the
! room it had left); a failed READ moves NEXTREC past its record too.
! RUN: %flangdiff %s | %fcheck %s
program direct_failed_record
  implicit none
  integer :: u, ios, n, a(3), b
  character(len=4) :: c
  open(newunit=u, file='d.dat', status='replace', access='direct', recl=8, form='unformatted')
  write(u, rec=2, iostat=ios) 1, 2, 3
  inquire(u, nextrec=n); print *, 'w2', ios, n
  write(u, rec=4, iostat=ios) 5
  inquire(u, nextrec=n); print *, 'w4', ios, n
  read(u, rec=2, iostat=ios) a
  inquire(u, nextrec=n); print *, 'r2', ios, n
  read(u, rec=4, iostat=ios) a(1), b
  print *, 'r4', ios, a(1), b
  close(u)
  open(newunit=u, file='d.dat', status='old', access='stream', form='unformatted')
  read(u) a, b, b
  print *, 'file', a, b
  close(u, status='delete')
  open(newunit=u, file='f.dat', status='replace', access='direct', recl=4, form='formatted')
  write(u, '(i3,i3)', rec=2, iostat=ios) 1, 2
  inquire(u, nextrec=n); print *, 'f2', ios, n
  write(u, '(i3)', rec=3, iostat=ios) 7
  inquire(u, nextrec=n); print *, 'f3', ios, n
  read(u, '(a2,a3)', rec=3, iostat=ios) c, c
  inquire(u, nextrec=n); print *, 'fr3', ios, n
  read(u, '(a4)', rec=2, iostat=ios) c
  print *, 'fr2', ios, '[', c, ']'
  close(u, status='delete')
end program
! CHECK: w2 1002 3
! CHECK-NEXT: w4 0 5
! CHECK-NEXT: r2 1003 3
! CHECK-NEXT: r4 0 5 0
! CHECK-NEXT: file 0 0 1 0
! CHECK-NEXT: f2 1002 3
! CHECK-NEXT: f3 0 4
! CHECK-NEXT: fr3 0 4
! CHECK-NEXT: fr2 0 [  1 ]
