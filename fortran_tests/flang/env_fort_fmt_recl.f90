! flang's FORT_FMT_RECL is the line length of list-directed output on an
! external unit without RECL= (79 by default): numbers move to the next
! record, strings and complex values split there.  Internal files keep
! their length, a unit with RECL= its RECL, and formatted output is not
! limited.  ftnio ignored the variable.
! RUN: %flangdiff --env FORT_FMT_RECL=30 %s | %fcheck %s
program env_fort_fmt_recl
  integer :: i, a(12)
  character(len=100) :: s
  a = [(i*1111, i = 1, 12)]
  print *, a
  print *, 'a long string that goes on and on past the line length', 'x'
  print *, 1.5d0, (1.0, 2.0), .true., 'end'
  write (*, '(12i6)') a
  write (s, *) a(1:8)
  print '(a)', trim(s)
  open (10, file='r.txt', recl=60, status='replace')
  write (10, *) a
  close (10)
end program env_fort_fmt_recl
! CHECK: 1111 2222 3333 4444 5555 6666
! CHECK-NEXT: 7777 8888 9999 11110 12221
! CHECK-NEXT: 13332
! CHECK-NEXT: a long string that goes on an
! CHECK-NEXT: d on past the line lengthx
! CHECK-NEXT: 1.5 (1.,2.) T end
! CHECK-NEXT:  1111  2222  3333  4444  5555  6666  7777  8888  9999 11110 12221 13332
! CHECK-NEXT: 1111 2222 3333 4444 5555 6666 7777 8888
