! Default connections: OPEN without FILE= names the file fort.N; a WRITE
! to an unconnected unit connects fort.N (sequential, formatted,
! READWRITE, STATUS unknown, so an existing fort.N keeps its data until
! the WRITE cuts it); the unit can then be closed and reopened.
! RUN: %fdiff %s | %fcheck %s
program default_file
  implicit none
  character(len=20) :: nm, acc, frm, act
  integer(8) :: rl
  open (20)
  inquire (20, name=nm, access=acc, form=frm, action=act, recl=rl)
  print *, trim(nm), ' ', trim(acc), ' ', trim(frm), ' ', trim(act), rl
  write (20, *) 'via OPEN without FILE='
  close (20)
  open (21, file='fort.21', status='replace')
  write (21, *) 'old line 1'
  write (21, *) 'old line 2'
  close (21)
  write (21, *) 'implicit connection'
  inquire (21, name=nm, access=acc, form=frm, action=act, recl=rl)
  print *, trim(nm), ' ', trim(acc), ' ', trim(frm), ' ', trim(act), rl
  close (21)
  open (21, position='append')
  write (21, *) 'appended'
  close (21)
  open (22, form='unformatted')
  inquire (22, name=nm, form=frm)
  print *, trim(nm), ' ', trim(frm)
end program default_file
! CHECK: fort.20 SEQUENTIAL FORMATTED READWRITE  9223372034707292159
! CHECK-NEXT: fort.21 SEQUENTIAL FORMATTED READWRITE  9223372034707292159
! CHECK-NEXT: fort.22 UNFORMATTED
