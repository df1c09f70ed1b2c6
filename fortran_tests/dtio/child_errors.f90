! IOSTAT and IOMSG from a DTIO procedure: set by the procedure itself or
! by an error of its child statement; the parent's IOSTAT and IOMSG
! variables receive them (libgfortran then goes on with the parent).
! RUN: %fdiff %s
module failing
  implicit none
  type t
    integer :: mode = 0
  contains
    procedure :: wt
    procedure :: rt
    generic :: write(formatted) => wt
    generic :: read(formatted) => rt
  end type
contains
  subroutine wt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    character(10) :: f
    select case (dtv%mode)
    case (1)
      iostat = 42
      iomsg = 'custom failure'
    case (2)
      f = '(i3,q)'
      write(unit, f, iostat=iostat, iomsg=iomsg) 5
    case (3)
      write(unit, '(i3)', iostat=iostat, iomsg=iomsg) 'abc'
    case default
      write(unit, '(i0)', iostat=iostat, iomsg=iomsg) dtv%mode
    end select
  end subroutine
  subroutine rt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(i3)', iostat=iostat, iomsg=iomsg) dtv%mode
  end subroutine
end module

program child_errors
  use failing
  implicit none
  type(t) :: x
  integer :: ios, m
  character(100) :: msg
  character(20) :: s
  do m = 0, 3
    x%mode = m
    ios = -99
    msg = 'none'
    write(*, '(a,dt,a)', iostat=ios, iomsg=msg) '<', x, '>'
    print *, m, ios, trim(msg)
  end do
  x%mode = 1
  write(*, '(a,dt,a)') '<', x, '> without iostat'
  msg = 'none'
  write(s, '(dt)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  s = 'abc'
  msg = 'none'
  read(s, '(dt)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  s = ''
  read(s, '(dt,dt)', iostat=ios, iomsg=msg) x, x
  print *, ios, trim(msg)
end program
