! flang front door: an unformatted stream READ leaves an item the file
! cannot fill as it was, as flang 19 does (a scalar, or a whole array
! read in one piece, small or large); the items before it are stored.
! libgfortran stores the bytes it got.
! RUN: %flangdiff %s | %fcheck %s
program stream_short_read
  implicit none
  integer :: a(3), i, j, k, ios
  integer :: big(100)
  integer(2) :: h(4)
  character(100) :: msg
  open (10, file='ssr.dat', access='stream', form='unformatted', &
        status='replace')
  write (10) 1, 2, 3_2
  a = -1
  msg = ''
  read (10, pos=1, iostat=ios, iomsg=msg) a
  print '(i0,3(1x,i0),1x,a)', ios, a, trim(msg)
  i = -1
  j = -1
  k = -1
  read (10, pos=1, iostat=ios) i, j, k
  print '(i0,3(1x,i0))', ios, i, j, k
  h = -1
  read (10, pos=3, iostat=ios) h
  print '(i0,4(1x,i0))', ios, h
  write (10, pos=1) (i, i=1, 60)
  big = -1
  read (10, pos=1, iostat=ios) big
  print '(i0,2(1x,i0))', ios, big(1), big(100)
  big = -1
  read (10, pos=5, iostat=ios) big(1:59)
  print '(i0,3(1x,i0))', ios, big(1), big(59), big(60)
  close (10, status='delete')
end program stream_short_read
! CHECK:-1 -1 -1 -1 End of file during input
! CHECK-NEXT:-1 1 2 -1
! CHECK-NEXT:0 0 2 0 3
! CHECK-NEXT:-1 -1 -1
! CHECK-NEXT:0 2 60 -1
