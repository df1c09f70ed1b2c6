! Namelist WRITE to an internal array with too few or too short records:
! a value that does not fit is EOR (the separator after it still goes
! in), and after the last record nothing fits (write_internal_wrap.f90).
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_internal_full
  character(len=30) :: a(3), b(4), c(6)
  integer :: i = 7, j(3) = [1,2,3], ios
  character(80) :: msg
  namelist /g/ i, j
  a = '#'; b = '#'; c = '#'
  write (a, nml=g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  print '(a)', a
  write (b, nml=g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  print '(a)', b
  write (c, nml=g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  print '(a)', c
end program write_internal_full
! CHECK:          -2 End of record
! CHECK-NEXT:&G{{ +}}
! CHECK-NEXT: I=7          ,{{ +}}
! CHECK-NEXT: J=1          ,2          ,,{{ +}}
! CHECK-NEXT:          -2 End of record
