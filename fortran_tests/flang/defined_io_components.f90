! flang front door: components whose type has defined I/O procedures,
! in a type without them: the walk of the components calls the
! procedure for each element of such a component (iotype LISTDIRECTED,
! DT with its own edit, NAMELIST in a namelist WRITE; unformatted READ
! and WRITE), the other components as usual.
! RUN: %flangdiff %s | %fcheck %s
module defined_io_components_m
  implicit none
  type :: pt
    integer :: x = 0
  contains
    procedure :: wf
    procedure :: wu
    procedure :: ru
    generic :: write(formatted) => wf
    generic :: write(unformatted) => wu
    generic :: read(unformatted) => ru
  end type
  type :: holder
    integer :: k = 1
    type(pt) :: p(2)
    real :: r = 0.5
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
  subroutine wu(dtv, unit, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, iostat=iostat, iomsg=iomsg) dtv%x * 10
  end subroutine
  subroutine ru(dtv, unit, iostat, iomsg)
    class(pt), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, iostat=iostat, iomsg=iomsg) dtv%x
  end subroutine
end module
program defined_io_components
  use defined_io_components_m
  implicit none
  type(holder) :: h, g
  namelist /nl/ h
  h%p(1)%x = 3
  h%p(2)%x = 4
  print *, h
  write (*, '(i3, dt"x", dt, f5.2)') h
  write (*, nml=nl)
  open (10, file='h.bin', form='unformatted', status='replace')
  write (10) h
  rewind (10)
  read (10) g
  print *, g%k, g%p%x, g%r
  close (10)
end program defined_io_components
! CHECK: 1<3 LISTDIRECTED><4 LISTDIRECTED> .5
! CHECK-NEXT:  1<3 DTx><4 DT> 0.50
! CHECK-NEXT: &NL H= 1<3 NAMELIST><4 NAMELIST> .5/
! CHECK-NEXT: 1 30 40 .5
