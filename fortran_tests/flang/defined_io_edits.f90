! flang front door: a format decides edit by edit between an item's
! defined formatted procedure (DT) and its components (any other edit,
! from that edit on), in WRITE and READ, for scalars and array elements.
! RUN: %flangdiff %s | %fcheck %s
module defined_io_edits_m
  implicit none
  type :: pt
    integer :: x = 0, y = 0
  contains
    procedure :: wf
    procedure :: rf
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(a,i0,a,i0,a)', iostat=iostat, iomsg=iomsg) '<', dtv%x, ',', dtv%y, '>'
  end subroutine
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, '(i2,1x,i2)', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
  end subroutine
end module
program defined_io_edits
  use defined_io_edits_m
  implicit none
  type(pt) :: p, a(3)
  character(40) :: buf
  p = pt(6, 7)
  a = [pt(1,2), pt(3,4), pt(5,6)]
  write (*, '(dt, 2i3)') p, p
  write (*, '(2i3, dt)') p, p
  write (*, '(dt, 1x, i2, i3, 1x, dt)') a
  write (*, '(i2)') a
  buf = '11 22 33 44 55 66'
  read (buf, '(dt, 1x, 2i3)') a(1:2)
  print *, a(1:2)%x, a(1:2)%y
  read (buf, '(2i3, dt)') a(1:2)
  print *, a(1:2)%x, a(1:2)%y
end program defined_io_edits
! CHECK:<6,7>  6  7
! CHECK-NEXT:  6  7<6,7>
! CHECK-NEXT:<1,2>  3  4 <5,6>
! CHECK-NEXT: 1
! CHECK-NEXT: 2
! CHECK-NEXT: 3
! CHECK-NEXT: 4
! CHECK-NEXT: 5
! CHECK-NEXT: 6
! CHECK-NEXT: 11 33 22 44
! CHECK-NEXT: 11 33 22 44
