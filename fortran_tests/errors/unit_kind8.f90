! INTEGER(8) unit numbers outside the INTEGER(4) range: the compiled code
! calls _gfortran_generate_error (5005) before st_write; with IOSTAT= the
! program continues and nothing is written, an in-range INTEGER(8) unit works.
! RUN: %fdiff %s | %fcheck %s
program unit_kind8
  implicit none
  integer(8) :: u
  integer :: ios
  character(len=80) :: msg
  u = 3000000000_8
  msg = 'untouched'
  write (u, *, iostat=ios, iomsg=msg) 'lost'
  print *, ios, trim(msg)
  u = -3000000000_8
  write (u, *, iostat=ios, iomsg=msg) 'lost'
  print *, ios, trim(msg)
  u = 6_8
  write (u, *, iostat=ios, iomsg=msg) 'unit 6 via integer(8)'
  print *, ios
  u = huge(u)
  write (u, *, err=10) 'lost'
  print *, 'not reached'
10 print *, 'err label taken'
end program unit_kind8
! CHECK:        5005 Unit number in I/O statement too large
! CHECK-NEXT:        5005 Unit number in I/O statement too small
! CHECK-NEXT: unit 6 via integer(8)
! CHECK-NEXT:           0
! CHECK-NEXT: err label taken
