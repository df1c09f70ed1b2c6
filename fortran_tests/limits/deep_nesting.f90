! Format nesting 100,000 deep, and an unbalanced one: a format error with
! IOSTAT, never a crash (libgfortran's recursive parser overflows its
! stack here, so there is no reference run).
! RUN: %ftnio-run %s | %fcheck %s
! CHECK:ok 1
! CHECK:unbalanced 5006
program deep_nesting
  implicit none
  character(len=:), allocatable :: fmt
  character(100) :: line
  integer :: ios
  character(200) :: msg
  fmt = repeat('(', 100000) // 'I1' // repeat(')', 100000)
  write(line, fmt, iostat=ios, iomsg=msg) 1
  print '(a,i0,a,a)', 'ok ', ios + 1
  fmt = repeat('(', 100000) // 'I1' // repeat(')', 99999)
  write(line, fmt, iostat=ios, iomsg=msg) 1
  print '(a,i0)', 'unbalanced ', ios
end program
