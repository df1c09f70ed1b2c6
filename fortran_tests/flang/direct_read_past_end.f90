! flang front door: a direct-access READ whose '/' or format reversion
! goes to a record the file does not hold meets END, as in flang 19's
! runtime (libgfortran reads blank records there), and after END, as
! after a REC= past the end, NEXTREC is the record after the one the
! READ did not find.  The item whose edit the format reached through
! that END still has its edit checked (IOSTAT 1005 replaces END), and a
! READ that failed so ends its record.
! RUN: %flangdiff %s | %fcheck %s
program direct_read_past_end
  implicit none
  integer :: u, v, ios, n, k
  character(len=4) :: c(4)
  logical :: l
  character(len=80) :: msg
  open(newunit=u, file='d.dat', access='direct', form='formatted', recl=8, status='replace')
  write(u, '(a)', rec=2) 'two'
  write(u, '(a)', rec=3) 'three'
  c = '?'
  read(u, '(a1)', rec=2, iostat=ios) c
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0,1x,4(a,"|"))', 'a', ios, n, c
  c = '?'
  read(u, '(a2,/)', rec=3, iostat=ios) c(1)
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0,1x,4(a,"|"))', 'b', ios, n, c
  read(u, '(a1)', rec=9, iostat=ios) c(1)
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0)', 'c', ios, n
  read(u, '(a1,/,a1)', rec=3, iostat=ios, iomsg=msg) c(1), l
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0,1x,a)', 'e', ios, n, trim(msg)
  read(u, '(a1,a1)', rec=3, iostat=ios, iomsg=msg) c(1), c(2), l
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0,1x,a)', 'f', ios, n, trim(msg)
  read(u, '(i1,/,a1)', rec=2, iostat=ios, iomsg=msg) l
  inquire(u, nextrec=n)
  print '(a,1x,i0,1x,i0,1x,a)', 'g', ios, n, trim(msg)
  close(u, status='delete')
  open(newunit=v, file='e.dat', access='direct', form='unformatted', recl=4, status='replace')
  write(v, rec=2) 5
  read(v, rec=7, iostat=ios) k
  inquire(v, nextrec=n)
  print '(a,1x,i0,1x,i0)', 'd', ios, n
  close(v, status='delete')
end program
! CHECK:a -1 5 t   |t   |?   |?   |
! CHECK-NEXT:b -1 5 th  |?   |?   |?   |
! CHECK-NEXT:c -1 10
! CHECK-NEXT:e 1005 5 Data edit descriptor 'A' may not be used for LOGICAL input
! CHECK-NEXT:f 1005 5 Data edit descriptor 'A' may not be used for LOGICAL input
! CHECK-NEXT:g 1005 4 Data edit descriptor 'I' may not be used for LOGICAL input
! CHECK-NEXT:d -1 8
