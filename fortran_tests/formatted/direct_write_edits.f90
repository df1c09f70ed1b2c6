! The direct formatted WRITE (transfer/formatted_write_direct.h) leaves
! for the general one where its format or unit asks for more than I and A
! fields and a newline: reversion, positioning and '/' edits, ':',
! ADVANCE='NO', a failed statement's record, RECL=, SIGN= and DECIMAL=
! of the connection; PRINT and WRITE(*) share their unit.
! RUN: %fdiff %s
program direct_write_edits
  implicit none
  integer :: ios
  character(len=80) :: msg
  open (10, file='direct_write_edits.txt', status='replace')
  write (10,'(i3)') 1, 2, 3
  write (10,'(a,i2)') 'a', 1, 'b', 2, 'c'
  write (10,'(i3,/,i3)') 4, 5
  write (10,'(i3,t2,a)') 678, 'x'
  write (10,'(i3,2x,i3)') 9, 10
  write (10,'(i3,:,a)') 11
  write (10,'(i4,tl2,a)') 1234, 'y'
  write (10,'(a)', advance='no') 'part'
  write (10,'(i3)') 12
  write (10,'(a)', advance='no') 'more'
  write (10,'(a,i2)') 'end', 13
  ! a statement that fails leaves its record open: the next continues it
  write (10,'(i3)', iostat=ios, iomsg=msg) 'text'
  print '(i0,1x,a)', ios, trim(msg)
  write (10,'(i3)') 14
  write (10,'(i3,i3)', iostat=ios, iomsg=msg) 15, 'x'
  print '(i0,1x,a)', ios, trim(msg)
  write (10,'(a)') 'after'
  write (10,'(i3)', iostat=ios) 3.5
  write (10,'(i3)') 17
  close (10)
  open (11, file='direct_write_modes.txt', status='replace', sign='plus', &
        decimal='comma')
  write (11,'(i5,i0,a)') 7, 8, 'x'
  write (11,'(3i4)') -1, 0, 1
  close (11)
  open (12, file='direct_write_recl.txt', status='replace', recl=8)
  write (12,'(a)') 'fits'
  write (12,'(a)', iostat=ios, iomsg=msg) 'does not fit'
  print '(i0,1x,a)', ios, trim(msg)
  write (12,'(i0)', iostat=ios, iomsg=msg) 123456789
  print '(i0,1x,a)', ios, trim(msg)
  write (12,'(i3)') 9
  close (12)
  print '(a)', 'print'
  write (*,'(a,i4)') 'write', 1
  print '(i0)', 2
  write (*,'(a)') ''
  write (*,'(i3)') 1, 2
  write (*,'(a)', advance='no') 'prompt '
  print '(a)', 'then'
  write (0,'(a)') 'stderr'
  write (*,'(a)') 'done'
end program direct_write_edits
