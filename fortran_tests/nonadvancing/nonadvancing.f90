! ADVANCE='NO': WRITE continues the record over several statements (also
! with T positioning relative to the new left tab limit), a prompt-style
! write to stdout, READ with SIZE= and EOR= (PAD='YES' pads the short
! field, the rest of the statement is skipped, the next READ starts at the
! next record), IOSTAT=-2 without a label, ADVANCE with a bad value, and
! a file whose last statement was non-advancing (CLOSE ends the record).
! RUN: %fdiff %s
! RUN: %fdiff --stdout-file %s
program nonadvancing
  implicit none
  integer :: u, n, i, j, ios
  character(len=10) :: c, adv
  character(len=80) :: msg
  open (newunit=u, file='na.txt', status='replace')
  write (u, '(a)', advance='no') 'abc'
  write (u, '(i3)', advance='no') 42
  write (u, '(t2, a)') 'X'
  write (u, '(a)', advance='no') 'part'
  write (u, '(a)') ' whole'
  write (u, '(a)') 'short'
  write (u, '(a)') '12345678'
  write (u, '(a)', advance='no') 'dangling'
  close (u)
  write (*, '(a)', advance='no') 'prompt> '
  write (*, '(a)') 'answer'
  open (newunit=u, file='na.txt', status='old')
  read (u, '(a2)', advance='no', size=n) c
  print *, '[', c, ']', n
  read (u, '(a4)', advance='no', size=n, eor=10) c
  print *, '[', c, ']', n
  read (u, '(a)') c
  print *, '[', c, ']'
  read (u, '(a3)', advance='no', size=n) c
  print *, '[', c, ']', n
  read (u, '(a)') c
  print *, '[', c, ']'
  read (u, '(a10)', advance='no', size=n, iostat=ios) c
  print *, '[', c, ']', n, ios
  i = -1
  j = -1
  read (u, '(2i4)', advance='no', size=n, iostat=ios) i, j
  print *, i, j, n, ios
  goto 20
10 print *, 'eor branch'
20 continue
  read (u, '(a)', iostat=ios) c
  print *, '[', c, ']', ios
  close (u)
  adv = 'maybe'
  write (*, '(a)', advance=adv, iostat=ios, iomsg=msg) 'x'
  print *, ios, trim(msg)
end program nonadvancing
