! flang front door, a deliberate difference (issue 18): a WRITE on a unit
! a failed OPEN left goes to no file (as in flang), and its record stays
! out of the file a later OPEN of that unit connects.  flang 19 keeps the
! record in its buffer and writes it into that next file, ahead of what
! the program writes there ("abcdef" lands in lwr.dat): data the program
! never wrote to that file.  ftnio copies no behaviour that writes over
! the user's data.
! RUN: %flangdiff --ftnio-only %s | %fcheck %s
program left_unit_write_reopen
  integer :: ios
  character(20) :: c
  open (20, file='luw_none.dat', status='old', iostat=ios)
  write (20, '(a)', iostat=ios) 'abcdef'
  open (20, file='lwr.dat', status='replace', iostat=ios)
  write (20, '(a)') 'hello'
  rewind(20)
  do
    read(20, '(a)', iostat=ios) c
    if (ios /= 0) exit
    print '(a)', trim(c)
  end do
  close(20)
  open (21, file='luw_none.dat', status='old', iostat=ios)
  write (21, '(a)', iostat=ios) 'xyz'
  open (21, file='lwr.dat', status='old', position='append', iostat=ios)
  write (21, '(a)') 'more'
  rewind(21)
  do
    read(21, '(a)', iostat=ios) c
    if (ios /= 0) exit
    print '(a)', trim(c)
  end do
  close(21, status='delete')
end program
! CHECK:hello
! CHECK-NEXT:hello
! CHECK-NEXT:more
