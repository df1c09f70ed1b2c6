! SIZE= is stored by every non-advancing READ whose unit exists, as
! libgfortran stores it: 0 when the statement fails before its first data
! edit (after the EOF marker, ACTION='WRITE', direct access, unformatted,
! a bad ADVANCE=, SIZE= without ADVANCE='NO'), the fields read before an
! EOR, END or bad value, and without the field that PAD='NO' gives up at
! the record end.  A unit that is not there leaves it alone.  (ftnio left
! the variable unset when the statement failed early.)
! RUN: %fdiff %s | %fcheck %s
program size_stored
  implicit none
  integer :: u, ios, i
  integer(8) :: n
  integer :: n4
  character(len=10) :: c, c2
  character(len=3) :: adv
  character(len=20) :: fmt
  open (newunit=u, file='d.txt', status='replace')
  write (u, '(a)') 'abc'
  endfile (u)
  rewind (u)
  read (u, '(a)') c
  n = -7
  read (u, '(a)', advance='no', size=n, iostat=ios) c
  print *, 'end of file', ios, n
  n = -7
  read (u, '(a)', advance='no', size=n, iostat=ios) c
  print *, 'after EOF marker', ios, n
  n4 = -7
  read (u, '(a)', advance='no', size=n4, iostat=ios) c
  print *, 'default kind', ios, n4
  rewind (u)
  n = -7
  read (u, '(a5)', advance='no', size=n, iostat=ios, pad='no') c
  print *, 'EOR pad no', ios, n
  rewind (u)
  n = -7
  read (u, '(a1,a5)', advance='no', size=n, iostat=ios, pad='no') c, c2
  print *, 'EOR pad no, two fields', ios, n
  rewind (u)
  n = -7
  read (u, '(a1,a5)', advance='no', size=n, iostat=ios, pad='yes') c, c2
  print *, 'EOR pad yes, two fields', ios, n
  rewind (u)
  n = -7
  read (u, '(i3)', advance='no', size=n, iostat=ios) i
  print *, 'bad value', ios, n
  rewind (u)
  n = -7
  adv = 'yes'
  read (u, '(a)', advance=adv, size=n, iostat=ios) c
  print *, 'advance yes', ios, n
  n = -7
  adv = 'xx'
  read (u, '(a)', advance=adv, size=n, iostat=ios) c
  print *, 'bad advance', ios, n
  close (u)
  open (newunit=u, file='d.txt', status='old', action='write')
  n = -7
  read (u, '(a)', advance='no', size=n, iostat=ios) c
  print *, 'action write', ios, n
  close (u)
  open (newunit=u, file='dd.txt', status='replace', access='direct', &
        form='formatted', recl=10)
  n = -7
  read (u, '(a)', rec=1, advance='no', size=n, iostat=ios) c
  print *, 'direct', ios, n
  close (u, status='delete')
  open (newunit=u, file='d.txt', status='old', form='unformatted')
  n = -7
  fmt = '(a)'
  read (u, fmt, advance='no', size=n, iostat=ios) c
  print *, 'unformatted', ios, n
  close (u)
  open (newunit=u, file='d.txt', status='old', access='stream', &
        form='formatted')
  n = -7
  read (u, '(a5)', advance='no', size=n, iostat=ios, pad='no') c
  print *, 'stream EOR', ios, n
  close (u)
  n = -7
  i = -5
  read (i, '(a)', advance='no', size=n, iostat=ios) c
  print *, 'no unit', ios, n
  open (newunit=u, file='d.txt', status='old', action='read')
  read (u, '(a)') c
  n = -7
  read (u, '(a5)', advance='no', size=n, end=10) c
  print *, 'not reached'
10 print *, 'END= label', n
  close (u, status='delete')
end program size_stored
! CHECK: end of file          -1                    0
! CHECK-NEXT: after EOF marker        5001                    0
! CHECK-NEXT: default kind        5001           0
! CHECK-NEXT: EOR pad no          -2                    0
! CHECK-NEXT: EOR pad no, two fields          -2                    1
! CHECK-NEXT: EOR pad yes, two fields          -2                    3
! CHECK-NEXT: bad value        5010                    3
! CHECK-NEXT: advance yes        5003                    0
! CHECK-NEXT: bad advance        5002                    0
! CHECK-NEXT: action write        5007                    0
! CHECK-NEXT: direct        5001                    0
! CHECK-NEXT: unformatted        5001                    0
! CHECK-NEXT: stream EOR          -2                    0
! CHECK-NEXT: no unit        5002                   -7
! CHECK-NEXT: END= label                    0
