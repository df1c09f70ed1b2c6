! A formatted WRITE that fails part way (IOSTAT= set) leaves its partial
! record in the unit's buffer: the next WRITE continues it, but CLOSE and
! normal exit drop it, as libgfortran does (the file stays empty; the last
! '{' never reaches stdout).
! RUN: %fdiff %s
program unfinished_record
  implicit none
  integer :: ios
  open (10, file='unfinished_record.txt')
  write (10,'(a,i3)',iostat=ios) '<', 'abc'
  print *, ios
  close (10)
  open (10, file='unfinished_record.txt', position='append')
  write (10,'(a,i3)',iostat=ios) '(', 'abc'
  write (10,'(a)') ')'
  close (10)
  write (*,'(a,i3)',iostat=ios) '[', 'abc'
  print *, ios
  write (*,'(a,i3)',iostat=ios) '{', 'abc'
end program unfinished_record
