! Direct-access and stream statements whose rare specifiers include more
! than REC= or POS=: their other specifiers are still checked and applied
! (a REC=/POS=-only statement skips those checks).  DECIMAL= and SIGN=
! shape the record; bad ADVANCE=, DECIMAL= and ROUND= values are
! refused.
! RUN: %fdiff %s | %fcheck %s
program direct_checked_specifiers
  implicit none
  integer :: ios, u, v
  character(len=120) :: msg
  character(len=8) :: dec, adv, rnd, sgn
  character(len=12) :: line
  open (newunit=u, status='scratch', access='direct', form='formatted', &
        recl=12)
  dec = 'COMMA'
  sgn = 'PLUS'
  write (u, '(f6.2,i6)', rec=1, decimal=dec, sign=sgn) 1.5, 7
  read (u, '(a)', rec=1) line
  print '(a)', '[' // line // ']'
  dec = 'POINT'
  read (u, '(f6.2)', rec=1, decimal=dec, iostat=ios) line(1:1)
  print *, 'read char with f', ios
  dec = 'SIDEWAYS'
  msg = ''
  write (u, '(f6.2)', rec=2, decimal=dec, iostat=ios, iomsg=msg) 2.5
  print *, ios, trim(msg)
  adv = 'NO'
  msg = ''
  write (u, '(i3)', rec=2, advance=adv, iostat=ios, iomsg=msg) 3
  print *, ios, trim(msg)
  rnd = 'WOBBLY'
  msg = ''
  write (u, '(f6.2)', rec=2, round=rnd, iostat=ios, iomsg=msg) 2.5
  print *, ios, trim(msg)
  write (u, '(i3)', rec=3) 5
  read (u, '(i3)', rec=3) v
  print *, v
  close (u)
  open (newunit=u, status='scratch', access='stream', form='formatted')
  dec = 'COMMA'
  write (u, '(f6.2)', pos=1, decimal=dec) 4.25
  dec = 'BAD'
  msg = ''
  write (u, '(f6.2)', pos=1, decimal=dec, iostat=ios, iomsg=msg) 4.25
  print *, ios, trim(msg)
  rewind (u)
  read (u, '(a)') line
  print '(a)', '[' // trim(line) // ']'
  close (u)
end program
! CHECK:[ +1,50    +7]
! CHECK-NEXT: read char with f        5006
! CHECK-NEXT:        5002 Bad DECIMAL parameter in data transfer statement
! CHECK-NEXT:        5001 ADVANCE specification conflicts with sequential access
! CHECK-NEXT:        5002 Bad ROUND parameter in data transfer statement
! CHECK-NEXT:           5
! CHECK-NEXT:        5002 Bad DECIMAL parameter in data transfer statement
! CHECK-NEXT:[  4,25]
