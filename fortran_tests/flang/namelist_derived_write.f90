! flang front door: namelist WRITE of objects of derived type: the
! components' values one after the other as flang writes them (no
! component names), and for a type with a defined output procedure the
! procedure's text, called with iotype NAMELIST for each element.
! RUN: %flangdiff %s | %fcheck %s
module namelist_derived_write_m
  implicit none
  type :: inner
    integer :: k = 7
    character(3) :: s = 'ab'
  end type
  type :: t
    integer :: a = 1
    real :: b = 2.5
    type(inner) :: in
    integer :: v(2) = [3, 4]
  end type
  type :: pt
    integer :: x = 0
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(a,i0,a,a,a)', iostat=iostat, iomsg=iomsg) '<', dtv%x, ' ', iotype, '>'
  end subroutine
end module
program namelist_derived_write
  use namelist_derived_write_m
  implicit none
  type(t) :: v, w(2)
  type(pt) :: p, q(2)
  integer :: i = 5
  namelist /g/ i, v, w
  namelist /h/ p, i, q
  p%x = 9
  q(1)%x = 1
  q(2)%x = 2
  write (*, nml=g)
  write (*, nml=h)
end program namelist_derived_write
! CHECK: &G I= 5,V= 1 2.5 7 ab  3 4,W= 1 2.5 7 ab  3 4 1 2.5 7 ab  3 4/
! CHECK-NEXT: &H P=<9 NAMELIST>,I= 5,Q=<1 NAMELIST><2 NAMELIST>/
