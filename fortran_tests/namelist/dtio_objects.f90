! Namelist WRITE and READ of objects with defined formatted I/O: the
! procedure gets iotype "NAMELIST" and writes the value after "NAME="
! itself (no separator follows); on READ it reads from where the value
! starts.  Scalars, arrays, CLASS objects, external and internal files.
! RUN: %fdiff %s
module m
  implicit none
  type t
    character :: c = 'x'
    integer :: k = 0
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
    if (iotype == "NAMELIST") then
      write (unit, '(a1,a1,i3)', iostat=iostat, iomsg=iomsg) dtv%c, ',', dtv%k
    else
      write (unit, *, iostat=iostat, iomsg=iomsg) dtv%c, dtv%k, size(v_list)
    end if
  end subroutine
  subroutine rt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    character :: comma
    if (iotype /= "NAMELIST") then
      iostat = 99
      return
    end if
    read (unit, '(a1,a1,i3)', iostat=iostat, iomsg=iomsg) dtv%c, comma, dtv%k
  end subroutine
end module

program p
  use m
  implicit none
  type(t) :: x, a(3)
  class(t), allocatable :: y
  integer :: i, n, ios
  character(60) :: buf
  character(12) :: lines(4)
  character(100) :: msg
  namelist /g/ n, x, a, i
  namelist /h/ y
  x = t('a', 5)
  a = [t('b', 1), t('c', 22), t('d', 333)]
  n = 7
  i = -1
  allocate (y)
  y = t('q', 42)
  write (*, g)
  write (*, h)
  write (buf, h)
  print '(a)', '[' // buf // ']'
  lines = 'zzz'
  write (lines, h)
  print '(a)', lines
  ! READ them back from a file written by the program.
  open (10, status='scratch')
  write (10, g)
  write (10, h)
  x = t('x', 0)
  a = t('x', 0)
  n = 0
  i = 0
  y = t('x', 0)
  rewind (10)
  read (10, g, iostat=ios, iomsg=msg)
  print *, ios, n, i, x%c, x%k, (a(n)%c, a(n)%k, n = 1, 3)
  read (10, h, iostat=ios)
  print *, ios, y%c, y%k
  close (10)
  ! Internal file READ.
  buf = '&h y=z,123 /'
  read (buf, h)
  print *, y%c, y%k
  ! A selected object only.
  open (11, status='scratch')
  write (11, '(a)') '&g', ' x=m, 17', ' n=3 /'
  rewind (11)
  read (11, g)
  print *, n, x%c, x%k
  close (11)
end program
