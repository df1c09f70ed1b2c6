! Child statements on internal units (the parent writes to or reads from
! a CHARACTER variable; the child gets its temporary unit number) and
! nested defined I/O: a DTIO procedure writing a component that has its
! own DTIO procedure.
! RUN: %fdiff %s
module nest
  implicit none
  type inner
    integer :: k = 5
  contains
    procedure :: winner
    procedure :: rinner
    generic :: write(formatted) => winner
    generic :: read(formatted) => rinner
  end type
  type outer
    character(3) :: tag = 'abc'
    type(inner) :: a, b
  contains
    procedure :: wouter
    procedure :: router
    generic :: write(formatted) => wouter
    generic :: read(formatted) => router
  end type
contains
  subroutine winner(dtv, unit, iotype, v_list, iostat, iomsg)
    class(inner), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '("{",i4,"}")', iostat=iostat, iomsg=iomsg) dtv%k
  end subroutine
  subroutine rinner(dtv, unit, iotype, v_list, iostat, iomsg)
    class(inner), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(1x,i4,1x)', iostat=iostat, iomsg=iomsg) dtv%k
  end subroutine
  subroutine wouter(dtv, unit, iotype, v_list, iostat, iomsg)
    class(outer), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(a,":",dt,dt)', iostat=iostat, iomsg=iomsg) dtv%tag, dtv%a, dtv%b
  end subroutine
  subroutine router(dtv, unit, iotype, v_list, iostat, iomsg)
    class(outer), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, '(a3,1x,dt,dt)', iostat=iostat, iomsg=iomsg) dtv%tag, dtv%a, dtv%b
  end subroutine
end module

program internal_nested
  use nest
  implicit none
  type(outer) :: o, o2(2)
  type(inner) :: i1
  character(40) :: s, lines(3) = ''
  integer :: ios
  o%b%k = -17
  write(s, '(dt,"|")') o
  print '(3a)', '"', s, '"'
  write(*, '(dt)') o
  print *, o
  write(lines, '(dt,/,dt)') o, i1
  print '(a)', lines
  s = 'xyz:{  42}{  -3}'
  read(s, '(dt)') o
  print *, o%tag, o%a%k, o%b%k
  s = '{   9}{  10}'
  read(s, '(2dt)') o2(1)%a, o2(2)%b
  print *, o2(1)%a%k, o2(2)%b%k
  s = '  {  77}'
  read(s, *, iostat=ios) i1
  print *, ios, i1%k
  open(10, status='scratch')
  write(10, '(dt)') o
  write(10, '(2dt)') i1, i1
  rewind(10)
  read(10, '(dt)') o2(1)
  read(10, '(dt,dt)') o2(2)%a, o2(2)%b
  print *, o2(1)%tag, o2(1)%a%k, o2(1)%b%k, o2(2)%a%k, o2(2)%b%k
  close(10)
end program
