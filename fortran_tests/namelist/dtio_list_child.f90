! Namelist objects with defined I/O whose procedures use list-directed
! child statements, fail (IOSTAT set by the procedure), or meet the end
! of the data; CLASS objects of an extended type.
! RUN: %fdiff %s
module m2
  implicit none
  type t
    integer :: k = 0
    real :: r = 0
  contains
    procedure :: wt
    procedure :: rt
    generic :: write(formatted) => wt
    generic :: read(formatted) => rt
  end type
  type, extends(t) :: u
    integer :: extra = 9
  end type
contains
  subroutine wt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    select type (dtv)
    type is (u)
      write (unit, *, iostat=iostat, iomsg=iomsg) iotype, dtv%k, dtv%r, dtv%extra
    class default
      write (unit, *, iostat=iostat, iomsg=iomsg) dtv%k, dtv%r
    end select
  end subroutine
  subroutine rt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%k, dtv%r
    if (iostat == 0 .and. dtv%k < 0) then
      iostat = 77
      iomsg = 'negative k'
    end if
  end subroutine
end module

program p
  use m2
  implicit none
  type(t) :: x, v(2)
  class(t), allocatable :: y
  integer :: n, ios
  character(100) :: msg
  namelist /g/ x, n, v
  namelist /h/ y
  x = t(3, 1.5)
  v = [t(1, 2.0), t(2, 3.0)]
  n = 4
  allocate (y, source=u(5, 2.5, 6))
  write (*, g)
  write (*, h)
  open (10, status='scratch')
  write (10, '(a)') '&g x=7 8.5 n=2 /'
  write (10, '(a)') '&g x=-1 8.5 n=3 /'
  write (10, '(a)') '&g v=11 1.0 12 2.0 /'
  write (10, '(a)') '&g x=1'
  rewind (10)
  read (10, g, iostat=ios, iomsg=msg)
  print *, ios, x%k, x%r, n
  msg = ''
  read (10, g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), x%k, x%r, n
  read (10, g, iostat=ios, iomsg=msg)
  print *, ios, v%k, v%r
  msg = ''
  read (10, g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), x%k, x%r
  close (10)
end program
