! flang front door: a WRITE that flang 19's runtime lets through on a
! unit a failed OPEN left goes to its buffer, which has no file: no
! fort.N is made, INQUIRE still finds the unit unconnected, with POS=
! past the bytes written (issue 18; progen --flang seeds 497, 593, 676,
! 991).  (A later OPEN of the unit writes those bytes to its new file
! first in flang, ftnio not: that file is deleted here.  Without that
! OPEN flang's runtime would hang at the program's end.)
! RUN: %flangdiff %s | %fcheck %s
program left_unit_write
  implicit none
  integer :: ios, nb
  integer(8) :: ps, sz
  logical :: op, nm, ex
  character(20) :: ac, fm, sg
  character(40) :: nam
  open (20, file='luw_none.dat', status='old', iostat=ios)
  write (20, *, iostat=ios) 1, 'x'
  print *, 'write', ios
  write (20, '(a)', iostat=ios) 'abcdef'
  print *, 'write', ios
  nam = '-'
  inquire (unit=20, opened=op, named=nm, number=nb, pos=ps, size=sz, &
           access=ac, form=fm, sign=sg, name=nam)
  print *, op, nm, nb, ps, sz
  print *, trim(ac), ' ', trim(fm), ' ', trim(sg), ' ', trim(nam)
  inquire (file='fort.20', exist=ex)
  print *, 'fort.20', ex
  open (20, file='luw.dat', status='replace', iostat=ios)
  print *, 'open', ios
  close (20, status='delete')
end program
! CHECK: write 0
! CHECK-NEXT: write 0
! CHECK-NEXT: F F 20 13 -1
! CHECK-NEXT: UNDEFINED UNDEFINED UNDEFINED -
! CHECK-NEXT: fort.20 F
! CHECK-NEXT: open 0
