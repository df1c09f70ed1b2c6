! Unformatted stream and direct-access items stored in the stream's
! buffer with no call (AppendWindow::store_in_window): after the bytes it
! holds, and over them at POS= or REC=, where they continue or overlap the
! dirty bytes (or there are none); elsewhere (disjoint from the dirty
! bytes, past the window, past the end of the file: holes) the buffered
! stream's write.  Reads between the writes see every byte, and the file
! ends as libgfortran's, with small buffers too and CONVERT= (swapped
! items are written from a copy).
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=4099 %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT=swap:10,11 %s
program stream_direct_in_window
  implicit none
  integer :: i, j, k, ios, v(8)
  integer(8) :: k8
  real(8) :: d
  character(6) :: s
  character(200) :: msg

  ! Stream access: a run of items, then POS= moves over them.
  open (10, file='sw.dat', access='stream', form='unformatted', &
        status='replace')
  do i = 1, 200
    write (10) i
  end do
  write (10, pos=5) -2           ! over the dirty bytes
  write (10, pos=1) -1, -2_8     ! overlapping the start
  write (10, pos=797) -200       ! the last item
  write (10, pos=801) 201, 202   ! at the end: appended
  write (10, pos=401) 'abcdef'   ! inside, a character item
  read (10, pos=397) i, s, j
  print '(a,i0,1x,a,1x,i0)', 'read back ', i, s, j
  write (10) 77                  ! after the READ's position
  read (10, pos=1) i, k8
  print '(a,i0,1x,i0)', 'head ', i, k8
  flush (10)
  write (10, pos=41) 4141        ! after a flush: the window is clean
  write (10, pos=81) 8181        ! disjoint from the dirty bytes
  write (10, pos=45) 4545        ! continues the first
  write (10, pos=2001) 2001      ! past the end: a hole
  write (10) 2002
  inquire (10, size=k)
  print '(a,i0)', 'size ', k
  read (10, pos=41) i, j
  print '(a,i0,1x,i0)', '41 ', i, j
  read (10, pos=81) i
  print '(a,i0)', '81 ', i
  read (10, pos=1997) i, j, k
  print '(a,3(1x,i0))', 'hole', i, j, k
  msg = ''
  read (10, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'past end ', ios, trim(msg)
  msg = ''
  write (10, pos=0, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'pos=0 ', ios, trim(msg)
  close (10)
  call dump('sw.dat')

  ! Direct access: records written in order, then over them, short
  ! records (zero-filled), records past the end, REC= after a READ past
  ! the end.
  open (11, file='dw.dat', access='direct', form='unformatted', recl=16, &
        status='replace')
  do i = 1, 100
    write (11, rec=i) i, real(i, 8), -i
  end do
  write (11, rec=3) 33, 3.5d0, -33
  write (11, rec=2) 22
  write (11, rec=4) 44, 4.5d0
  write (11, rec=100) 1000
  write (11, rec=150) 150, 15.0d0, -150
  read (11, rec=3) i, d, j
  print '(a,i0,1x,f4.1,1x,i0)', 'rec 3 ', i, d, j
  v = -9
  read (11, rec=2) v(1:4)
  print '(a,4(1x,i0))', 'rec 2', v(1:4)
  msg = ''
  read (11, rec=200, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'rec 200 ', ios, trim(msg)
  write (11, rec=5) 55, 5.5d0, -55
  read (11, rec=5) i, d, j
  print '(a,i0,1x,f4.1,1x,i0)', 'rec 5 ', i, d, j
  flush (11)
  write (11, rec=50) 5050
  write (11, rec=10) 1010
  write (11, rec=51) 5151
  msg = ''
  write (11, rec=6, iostat=ios, iomsg=msg) 1, 2, 3, 4, 5
  print '(a,i0,1x,a)', 'too long ', ios, trim(msg)
  msg = ''
  write (11, rec=0, iostat=ios, iomsg=msg) 1
  print '(a,i0,1x,a)', 'rec=0 ', ios, trim(msg)
  close (11)
  call dump('dw.dat')

contains

  include 'Inputs/file_hash.inc'
end program
