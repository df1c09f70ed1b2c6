! A child READ on an internal file sees the record without its trailing
! blanks (libgfortran trims them when the parent format allows): being
! non-advancing, it meets the end of record there.  External units too.
! RUN: %fdiff %s
module failing
  implicit none
  type t
    integer :: mode = 0
  contains
    procedure :: rt
    generic :: read(formatted) => rt
  end type
contains
  subroutine rt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(i3)', iostat=iostat, iomsg=iomsg) dtv%mode
    print *, 'child', iostat, dtv%mode
  end subroutine
end module
program child_errors
  use failing
  implicit none
  type(t) :: x, y
  integer :: ios
  character(100) :: msg
  character(20) :: s
  s = ''
  read(s, '(dt)', iostat=ios, iomsg=msg) x
  print *, ios, x%mode
  s = '  1  2'
  read(s, '(dt,dt)', iostat=ios, iomsg=msg) x, y
  print *, ios, x%mode, y%mode
  s = '  1  2'
  read(s, '(dt)', iostat=ios, iomsg=msg) x
  print *, ios, x%mode
  s = '  1  2'
  read(s, '(i1,dt)', iostat=ios, iomsg=msg) x%mode, y
  print *, ios, x%mode, y%mode
  open(10,status='scratch')
  write(10,'(a)') '  7  8', '  9'
  rewind(10)
  read(10, '(dt,dt)', iostat=ios, iomsg=msg) x, y
  print *, ios, x%mode, y%mode
  read(10, '(dt,dt)', iostat=ios, iomsg=msg) x, y
  print *, ios, x%mode, y%mode
end program
