! INQUIRE(POSITION=) after a non-advancing WRITE whose format has '/':
! libgfortran unspecifies the position (to be worked out from the file
! offset: REWIND, APPEND or ASIS) only where a statement ends its record,
! so the records '/' ends mid-statement leave OPEN's ASIS.  An advancing
! WRITE with '/' ends its record and reports APPEND at the end of the file.
! Found by progen/conn_fuzz.py.
! RUN: %fdiff %s
program position_after_nonadvancing_slash
  implicit none
  character(20) :: p
  integer(8) :: s
  open (11, file='g.txt', status='replace')
  write (11, '(a,/,a)', advance='no') 'y', 'z'
  inquire (11, position=p, size=s)
  print '(a,1x,i0)', trim(p), s
  write (11, '(a)', advance='no') 'w'
  inquire (11, position=p, size=s)
  print '(a,1x,i0)', trim(p), s
  write (11, '(a,/,a)') 'v', 'u'
  inquire (11, position=p, size=s)
  print '(a,1x,i0)', trim(p), s
  ! Unit 12 is connected by its first WRITE (fort.12).
  write (12, '(a,/,a)', advance='no') '', 'two'
  inquire (12, position=p, size=s)
  print '(a,1x,i0)', trim(p), s
  close (11, status='delete')
  close (12, status='delete')
end program position_after_nonadvancing_slash
