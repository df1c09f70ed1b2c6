! flang front door: a formatted WRITE past the last record of an internal
! file (scalar or array) is flang's own error, IOSTAT 1004 "Internal
! write overran available records" (libgfortran: an end of file), while
! a record too long for the file stays 1002; ERR= takes it.
! RUN: %flangdiff %s | %fcheck %s
program internal_overrun
  implicit none
  character(4) :: c(2), d
  integer :: ios
  character(80) :: msg
  write (c, '(a)', iostat=ios, iomsg=msg) 'ab', 'cd', 'ef'
  print '(i0,1x,a)', ios, trim(msg)
  write (d, '(a)', iostat=ios, iomsg=msg) 'ab', 'cd'
  print '(i0,1x,a)', ios, trim(msg)
  write (d, '(a,/,a)', iostat=ios, iomsg=msg) 'ab', 'cd'
  print '(i0,1x,a)', ios, trim(msg)
  write (d, '(i5)', iostat=ios, iomsg=msg) 12345
  print '(i0,1x,a)', ios, trim(msg)
  write (c, *, iostat=ios, iomsg=msg) 12345, 6, 7
  print '(i0,1x,a)', ios, trim(msg)
  write (c, '(a)', err=10) 'ab', 'cd', 'ef'
  print '(a)', 'not reached'
10 print '(a)', 'err taken'
end program internal_overrun
! CHECK:1004 Internal write overran available records
! CHECK-NEXT:1004 Internal write overran available records
! CHECK-NEXT:1004 Internal write overran available records
! CHECK-NEXT:1002 Excessive output to fixed-size record
! CHECK-NEXT:1002 Excessive output to fixed-size record
! CHECK-NEXT:err taken
! CHECK-NOT:{{.}}
