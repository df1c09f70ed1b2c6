! flang front door: a WRITE that goes on past an internal file's last
! record meets its end (IOSTAT 1004) before the room a field needs is
! looked at, as in flang 19's runtime: a field wider than the record, or
! the imaginary part of a list-directed complex value, is refused there
! and stores nothing (ftnio raised 1002 and wrote it over a record).
! RUN: %flangdiff %s | %fcheck %s
program internal_end_before_overrun
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=4) :: a(2)
  character(len=4) :: b
  character(len=10) :: c
  complex(8) :: z
  a = '~~~~'
  msg = ''
  write(a, '(a/a/a)', iostat=ios, iomsg=msg) 'x', 'y', 'zzzzzz'
  print '(a,1x,i0,1x,a,a)', 'a', ios, trim(msg), ' ['//a(1)//a(2)//']'
  a = '~~~~'
  msg = ''
  write(a, *, iostat=ios, iomsg=msg) 'x', 1, 2.5, 123456789
  print '(a,1x,i0,1x,a,a)', 'b', ios, trim(msg), ' ['//a(1)//a(2)//']'
  b = '~~~~'
  msg = ''
  write(b, '(a/a)', iostat=ios, iomsg=msg) 'x', 'zzzzzz'
  print '(a,1x,i0,1x,a,a)', 'c', ios, trim(msg), ' ['//b//']'
  z = cmplx(0.125_8, -47191.9180e-12_8, kind=8)
  c = repeat('~', 10)
  msg = ''
  write(c, *, iostat=ios, iomsg=msg, decimal='comma') z
  print '(a,1x,i0,1x,a,a)', 'd', ios, trim(msg), ' ['//c//']'
end program
! CHECK:a 1004 Internal write overran available records [x   y   ]
! CHECK-NEXT:b 1004 Internal write overran available records [ x 1 2.5]
! CHECK-NEXT:c 1004 Internal write overran available records [x   ]
! CHECK-NEXT:d 1004 Internal write overran available records [ (,125;   ]
