! A defined I/O procedure called by a statement on an internal file gets
! the NEWUNIT number the statement borrowed (now the internal unit's own
! number): the lowest free one, -10, or -11 while OPEN(NEWUNIT=) holds
! -10; formatted, list-directed and READ parents alike.
! RUN: %fdiff %s | %fcheck %s
module m
  type :: t
    integer :: v = 7
  contains
    procedure :: w
    procedure :: r
    generic :: write(formatted) => w
    generic :: read(formatted) => r
  end type
contains
  subroutine w(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(i0,":",i0)', iostat=iostat) unit, dtv%v
  end subroutine
  subroutine r(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat) dtv%v
    print *, 'child read unit', unit
  end subroutine
end module
program internal_child_unit
  use m
  type(t) :: x
  character(40) :: s, s2
  integer :: u
  write (s, '(dt)') x
  print '(a)', trim(s)
  open (newunit=u, status='scratch')
  write (s2, *) x
  print '(a)', trim(s2)
  s = '42'
  read (s, *) x
  print *, x%v
  close (u)
  write (s, '(dt)') x
  print '(a)', trim(s)
  read (s, '(a)') s2
  write (s, '(dt)', iostat=u) x
  print '(a)', trim(s)
end program
! CHECK:-10:7
! CHECK-NEXT: -11:7
! CHECK-NEXT: child read unit         -11
! CHECK-NEXT:          42
! CHECK-NEXT:-10:42
! CHECK-NEXT:-10:42
