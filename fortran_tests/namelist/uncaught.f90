! A namelist READ error without IOSTAT= ends the program with
! libgfortran's message and exit status 2; so does a namelist statement
! on an unformatted unit (checked with IOSTAT= first).
! RUN: %fdiff --input %S/Inputs/uncaught.txt=in.txt --expect-exit=2 --show=both %s | %fcheck %s
program uncaught
  implicit none
  integer :: i, ios
  real :: x(2)
  character(80) :: msg
  namelist /g/ i, x
  open (11, file='u.bin', form='unformatted')
  write (11, nml=g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  close (11, status='delete')
  open (10, file='in.txt')
  read (10, nml=g)
  print *, i, x
  read (10, nml=g)
  print *, 'not reached'
end program uncaught
! CHECK:        5001 Namelist formatting for unit connected with FORM='UNFORMATTED'
! CHECK-NEXT:           3   1.50000000       2.50000000    
! CHECK-NEXT:At line 18 of file {{.*}}uncaught.f90 (unit = 10, file = 'in.txt')
! CHECK-NEXT:Fortran runtime error: Cannot match namelist object name y
