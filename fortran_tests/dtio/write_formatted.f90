! Formatted WRITE with defined derived-type output: the DT edit descriptor
! with and without its type string and v_list, list-directed output
! (iotype LISTDIRECTED), arrays of DTIO items, a polymorphic item, a
! generic interface instead of a type-bound generic, and a parent that
! continues its record after the child.
! RUN: %fdiff %s
module points
  implicit none
  type point
    integer :: x = 1, y = 2
  contains
    procedure :: wpoint
    generic :: write(formatted) => wpoint
  end type
  type, extends(point) :: point3
    integer :: z = 3
  end type
  type plain
    real :: v = 1.5
  end type
  interface write(formatted)
    module procedure wplain
  end interface
contains
  subroutine wpoint(dtv, unit, iotype, v_list, iostat, iomsg)
    class(point), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    integer :: k
    write(unit, '(a,"(",i0)', iostat=iostat, iomsg=iomsg) iotype, size(v_list)
    do k = 1, size(v_list)
      write(unit, '(",",i0)', iostat=iostat, iomsg=iomsg) v_list(k)
    end do
    select type (dtv)
    type is (point3)
      write(unit, '(")<",i0,1x,i0,1x,i0,">")', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y, dtv%z
    class default
      write(unit, '(")<",i0,1x,i0,">")', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
    end select
  end subroutine
  subroutine wplain(dtv, unit, iotype, v_list, iostat, iomsg)
    class(plain), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    character(20) :: fmt
    if (size(v_list) >= 2) then
      write(fmt, '("(f",i0,".",i0,")")') v_list(1), v_list(2)
      write(unit, fmt) dtv%v
    else if (iotype == 'LISTDIRECTED') then
      write(unit, *) dtv%v, 'plain'
    else
      write(unit, '(f6.2)', iostat=iostat, iomsg=iomsg) dtv%v
    end if
  end subroutine
end module

program write_formatted
  use points
  implicit none
  type(point) :: p, arr(3)
  type(point3) :: q
  class(point), allocatable :: c
  type(plain) :: pl
  integer :: i
  arr = [(point(i, 10*i), i = 1, 3)]
  write(*, '(a,dt"xyz"(1,2),a)') 'A', p, 'B'
  write(*, '(dt,1x,dt"z"(5))') p, q
  write(*, '(i3,dt,i3)') 7, p, 8
  write(*, '(3(dt:"|"))') arr
  write(*, '(dt"a"(1,2,3,4,5,6))') arr(2)
  print *, 'C', p, 'D', 42
  print *, arr
  print *, q, 1.5
  allocate(c, source=q)
  print *, c
  write(*, '(dt)') c
  write(*, '(dt,"/",dt"q"(8,3))') pl, pl
  print *, 'pl:', pl, 'end'
  write(*, '("[",dt,"]")', advance='no') p
  write(*, '(dt)', advance='no') p
  write(*, '(a)') ' done'
  write(*, '(2(dt,/))') arr(1:2)
  write(*, '(t10,dt,t3,"x")') p
end program
