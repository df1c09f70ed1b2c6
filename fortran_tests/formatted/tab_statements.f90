! Positioning edits across statements, counted as libgfortran counts
! them: a child statement of defined output measures T in its parent's
! record, writes its X blanks at once (it is non-advancing) and leaves the
! parent its count; after '$' or a non-advancing WRITE, bytes right of a
! final TL wait for the next statement, and a final TL after X is dropped.
! RUN: %fdiff %s | %fcheck %s
module m
  type :: pt
    integer :: x
  contains
    procedure :: wr
    generic :: write(formatted) => wr
  end type
contains
  subroutine wr(dtv, unit, iotype, vlist, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(t3,i0,tl5,"<",4x)', iostat=iostat) dtv%x
  end subroutine
end module
program tab_statements
  use m
  character(30) :: s
  write (*, '(a,t8,dt,a)') 'abcdef', pt(42), 'Z'
  write (*, '(a,3x,dt,a)') 'abc', pt(7), 'Z'
  write (*, '(a,tl2)', advance='no') 'abcd'
  write (*, '(a)') 'X'
  write (*, '(a,tl2,t8)', advance='no') 'abcd'
  write (*, '(t3,a)') 'X'
  write (*, '(a,$,t2,a)') 'abcd', 'X'
  write (*, '(a)') '|'
  write (*, '(a,$,tl9,a,t4,a)') 'abcd', 'X', 'Y'
  write (*, '(a)') '|'
  write (*, '(a,10x)', advance='no') 'ab'
  write (*, '(tl5,a)') 'X'
  s = 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'
  write (s, '(a,t10,tl20,a)') 'first', 'X'
  print '(3a)', '[', s, ']'
end program tab_statements
! CHECK:<b42eZ{{ }}
! CHECK-NEXT:<b7  Z
! CHECK-NEXT:abcdX
! CHECK-NEXT:abcd   X
! CHECK-NEXT:aX|d
! CHECK-NEXT:XbcY|
! CHECK-NEXT:ab          X
! CHECK-NEXT:[firsX                         ]
