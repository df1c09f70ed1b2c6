! flang front door: a formatted direct-access record holds RECL bytes
! after a T or TL moved back into it, as flang 19's runtime writes it
! (libgfortran blank-fills from where the last field ended, past RECL,
! which shifts the records after it).
! RUN: %flangdiff %s | %fcheck %s
program direct_record_after_tabs
  implicit none
  integer :: u, ios, n
  integer(2) :: i
  character(len=20) :: line
  i = -32768_2
  open(newunit=u, file='d.dat', access='direct', form='formatted', recl=20, status='replace')
  write(u, '(b0,tl11,es7.2)', rec=2, iostat=ios) i, 0.995
  write(u, '(a,tl11,a)', rec=1) '1000000000000000', 'XY'
  write(u, '(a,t3,a)', rec=3) 'abcdef', 'XY'
  close(u)
  open(newunit=u, file='d.dat', access='stream', form='unformatted', status='old')
  inquire(u, size=n)
  print '(a,1x,i0)', 'size', n
  close(u)
  open(newunit=u, file='d.dat', access='direct', form='formatted', recl=20, status='old')
  do n = 1, 3
    read(u, '(a)', rec=n) line
    print '(i0,3a)', n, ' [', line, ']'
  end do
  close(u, status='delete')
end program
! CHECK:size 60
! CHECK-NEXT:1 [10000XY000000000    ]
! CHECK-NEXT:2 [10000*******0000    ]
! CHECK-NEXT:3 [abXYef              ]
