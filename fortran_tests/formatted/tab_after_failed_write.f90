! A formatted WRITE that failed leaves its record in the buffer and the
! next WRITE continues it from where the failed one stood; libgfortran's
! farthest position then is the one the failed statement started with
! (not the end of the bytes it left), so an X or T forward writes blanks
! over those bytes.  Also after a non-advancing WRITE with bytes right of
! its position, two failed WRITEs in a row, a WRITE ended by '$' (which
! leaves that position alone too), on a file and on stdout.
! RUN: %fdiff %s | %fcheck %s
program tab_after_failed_write
  implicit none
  integer :: ios, i
  character(200) :: line
  open (10, file='w.dat', status='replace')
  ! failed WRITE: the next one continues its record; X writes blanks
  write (10, '(a,tl4,i3)', iostat=ios) 'abcdefgh', 1.5
  print '(i0)', ios
  write (10, '(a,2x,a)', iostat=ios) 'X', 'Y'
  ! failed WRITE after a non-advancing one with bytes right of it
  write (10, '(a,tl3)', advance='no') 'klmnop'
  write (10, '(a,tl2,i2)', iostat=ios) 'q', 2.5
  print '(i0)', ios
  write (10, '(a,3x,a)', iostat=ios) 'R', 'S'
  ! two failed WRITEs in a row
  write (10, '(a,tl6,i2)', iostat=ios) 'tuvwxyz', 3.5
  write (10, '(a,tl2,i2)', iostat=ios) 'A', 3.5
  write (10, '(a,1x,a)', iostat=ios) 'B', 'C'
  ! '$' leaves a record with bytes right of the position
  write (10, '(a,tl3,a,$)') 'DEFGHI', 'J'
  write (10, '(a,1x,a)') 'K', 'L'
  write (10, '(a,tl3)', advance='no') 'MNOPQR'
  write (10, '(a,tl2,a,$)') 'S', 'T'
  write (10, '(a,1x,a)') 'U', 'V'
  ! T after a failed WRITE
  write (10, '(a,tl5,i2)', iostat=ios) '123456789', 4.5
  write (10, '(a,t9,a)', iostat=ios) 'a', 'b'
  close (10)
  open (10, file='w.dat', status='old')
  do i = 1, 20
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (10)
  ! stdout
  write (*, '(a,tl4,i3)', iostat=ios) 'abcdefgh', 1.5
  write (*, '(a,2x,a)', iostat=ios) 'X', 'Y'
end program tab_after_failed_write

! CHECK:5006
! CHECK-NEXT:5006
! CHECK-NEXT:[abcdX  Y]
! CHECK-NEXT:[klmnopR   S]
! CHECK-NEXT:[B Cwxyz]
! CHECK-NEXT:[DEFJK L]
! CHECK-NEXT:[MNOPQRTU V]
! CHECK-NEXT:[1234a   b]
! CHECK-NEXT:abcdX  Y
