! A READ that libgfortran refuses before it positions the unit (after the
! EOF marker, ACTION='WRITE', a bad DECIMAL=) leaves the unit's record
! state alone: after END, a refused list-directed READ and BACKSPACE,
! ENDFILE has no record to finish (IOSTAT 0, not END); a list-directed
! READ inside a record is still inside it after a refused one.
! RUN: %fdiff %s | %fcheck %s
program refused_read_record
  implicit none
  integer :: ios, i
  character(12) :: s, dm
  character(20) :: pos
  open(50, file='p.dat', status='replace')
  close(50)
  open(50, file='p.dat', status='old')
  read(50, '(a)', iostat=ios) s
  print '(a,i0)', 'end ', ios
  read(50, *, iostat=ios) i
  print '(a,i0)', 'after eof ', ios
  backspace(50, iostat=ios)
  print '(a,i0)', 'backspace ', ios
  endfile(50, iostat=ios)
  print '(a,i0)', 'endfile ', ios
  close(50, status='delete')
  open(51, file='w.dat', status='replace', action='write')
  write(51, '(a)') 'line1'
  rewind(51)
  read(51, *, iostat=ios) i
  inquire(51, position=pos)
  print '(a,i0,2a)', 'write only ', ios, ' ', trim(pos)
  close(51, status='delete')
  open(52, file='x.dat', status='replace')
  write(52, '(a)') '1 2 3'
  rewind(52)
  read(52, *, iostat=ios) i
  dm = 'bad'
  read(52, *, iostat=ios, decimal=dm) i
  print '(a,i0)', 'bad decimal ', ios
  endfile(52, iostat=ios)
  print '(a,i0)', 'endfile ', ios
  close(52, status='delete')
end program refused_read_record
! CHECK:end -1
! CHECK-NEXT:after eof 5001
! CHECK-NEXT:backspace 0
! CHECK-NEXT:endfile 0
! CHECK-NEXT:write only 5007 REWIND
! CHECK-NEXT:bad decimal 5002
! CHECK-NEXT:endfile -1
