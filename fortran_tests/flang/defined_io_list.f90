! flang front door: list-directed output of items with defined output
! among intrinsic ones, in flang's layout: the procedure writes where the
! record is, with no blank before, and the next item is separated as if
! the defined item had not been there; a generic interface (not
! type-bound) for a type with BIND(C) takes the dtv by address, and an
! intrinsic edit writes such an item's components.
! RUN: %flangdiff %s | %fcheck %s
module defined_io_list_m
  implicit none
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
    write (unit, '(a,i0,a)', iostat=iostat, iomsg=iomsg) '<', dtv%x, '>'
  end subroutine
end module defined_io_list_m
program defined_io_list
  use defined_io_list_m
  implicit none
  type(pt) :: p
  character(40) :: buf
  p%x = 5
  print *, 1, p, 2
  print *, 'a', p, 'b'
  print *, p, 3.5
  write (buf, *) 1, p, 2
  print '(a)', trim(buf)
  call generic_items
end program defined_io_list
module defined_io_list_g
  implicit none
  type, bind(c) :: q
    integer :: k
  end type
  interface write(formatted)
    module procedure wq
  end interface
contains
  subroutine wq(dtv, unit, iotype, v_list, iostat, iomsg)
    type(q), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(a,i0,a)', iostat=iostat, iomsg=iomsg) '<', dtv%k, '>'
  end subroutine
end module defined_io_list_g
subroutine generic_items
  use defined_io_list_g
  type(q) :: x(2)
  x = [q(1), q(2)]
  print *, x
  write (*, '(dt)') x(1)
  write (*, '(i5)') x(2)
end subroutine generic_items
! CHECK: 1<5> 2
! CHECK-NEXT: a<5>b
! CHECK-NEXT:<5> 3.5
! CHECK-NEXT: 1<5> 2
! CHECK-NEXT:<1><2>
! CHECK-NEXT:<1>
! CHECK-NEXT:    2
