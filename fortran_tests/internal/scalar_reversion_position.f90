! Format reversion in a WRITE to a scalar internal file: libgfortran ends
! the record with one blank where the position is, even after a T or TL
! moved it left of what was written, and the next record goes on right
! after that blank; a '/' drops a pending TL or X first.  Both end with
! END (the record after the blank passes the variable's end).
! RUN: %fdiff %s | %fcheck %s
program scalar_reversion_position
  implicit none
  character(20) :: b
  character(16) :: fm(6) = [character(16) :: '(a,tl3,/,a)', &
      '(a,t2,/,a,tl2,a)', '(a,3x,/,a)', '(a,/,a)', '(a,tl6,a,tl2)', &
      '(a,t1,a)']
  integer :: i, ios
  do i = 1, size(fm)
    b = repeat('~', 20)
    write (b, '(a)', iostat=ios) ''
    b = repeat('~', 20)
    write (b, fm(i), iostat=ios) 'abcdefgh', 'XY', 'pq'
    print '(i3,1x,a,3a)', ios, fm(i), '[', b, ']'
  end do
end program scalar_reversion_position

! CHECK: -1 (a,tl3,/,a)     [abcdefgh XY pq ~~~~~]
! CHECK-NEXT: -1 (a,t2,/,a,tl2,a)[abcdefgh pq~~~~~~~~~]
! CHECK-NEXT: -1 (a,3x,/,a)      [abcdefgh XY pq ~~~~~]
! CHECK-NEXT: -1 (a,/,a)         [abcdefgh XY pq ~~~~~]
! CHECK-NEXT: -1 (a,tl6,a,tl2)   [abXY pqh~~~~~~~~~~~~]
! CHECK-NEXT: -1 (a,t1,a)        [XY pqfgh~~~~~~~~~~~~]
