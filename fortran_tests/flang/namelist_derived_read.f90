! flang front door: namelist READ of objects of derived type: components
! by name (nested, subscripted, of array elements), a parent type's
! components with or without the parent's name (e%base%x, e%x), the
! whole object's components in order; a type with a defined input
! procedure reads its value through it (iotype NAMELIST), whose child
! list input leaves the '/' that ends it to the parent; the procedure's
! IOSTAT and IOMSG fail the statement.  A list-directed parent ends at
! its child's '/' too.
! RUN: %flangdiff %s | %fcheck %s
module namelist_derived_read_m
  implicit none
  type :: base
    integer :: x = 1
  end type
  type, extends(base) :: ext
    real :: y = 2.0
    character(4) :: c(2) = ['ab  ', 'cd  ']
  end type
  type :: inner
    integer :: k = 7
    character(3) :: s = 'ab'
  end type
  type :: t
    integer :: a = 1
    real :: b = 2.5
    type(inner) :: in
    integer :: v(2) = [3, 4]
  end type
  type :: pt
    integer :: x = 0, y = 0
  contains
    procedure :: rf
    generic :: read(formatted) => rf
  end type
contains
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
    print *, 'rf ', iotype, iostat
  end subroutine
end module
program namelist_derived_read
  use namelist_derived_read_m
  implicit none
  type(ext) :: e
  type(t) :: v, w(3)
  type(pt) :: p, q(2)
  integer :: i = 5, ios
  character(100) :: buf, msg
  namelist /g/ i, v, w, e
  namelist /h/ i, p, q
  buf = '&g v%a=10, v%in%k=20, w(2)%b=9.5, w(1)%v=1 2 /'
  read (buf, nml=g)
  write (*, nml=g)
  buf = '&g v=11 1.5 12 ''xy'' 13 14, w(2:3)%a=7 8 /'
  read (buf, nml=g)
  write (*, nml=g)
  buf = '&g e%y=4.5, e%c(2)=''zz'', e%base%x=9 /'
  read (buf, nml=g)
  write (*, nml=g)
  buf = '&g e%x=10 /'
  read (buf, nml=g)
  write (*, nml=g)
  buf = '&g e=5 6.5 ''p'' ''q'' /'
  read (buf, nml=g)
  write (*, nml=g)
  buf = '&h i=3, p=4 5 q=6 7 8 9 /'
  read (buf, nml=h)
  print *, i, p, q
  buf = '&h p=1 x /'
  msg = ''
  read (buf, nml=h, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  buf = '4 5 / 9'
  read (buf, *) p, i
  print *, p, i
end program namelist_derived_read
! CHECK: &G I= 5,V= 10 2.5 20 ab  3 4,W= 1 2.5 7 ab  1 2 1 9.5 7 ab  3 4 1 2.5 7 ab  3
! CHECK-NEXT: 4,E= 1 2. ab  cd  /
! CHECK-NEXT: &G I= 5,V= 11 1.5 12 xy  13 14,W= 1 2.5 7 ab  1 2 7 9.5 7 ab  3 4 8 2.5 7 ab{{ *}}
! CHECK-NEXT: 3 4,E= 1 2. ab  cd  /
! CHECK-NEXT: &G I= 5,V= 11 1.5 12 xy  13 14,W= 1 2.5 7 ab  1 2 7 9.5 7 ab  3 4 8 2.5 7 ab{{ *}}
! CHECK-NEXT: 3 4,E= 9 4.5 ab  zz  /
! CHECK-NEXT: &G I= 5,V= 11 1.5 12 xy  13 14,W= 1 2.5 7 ab  1 2 7 9.5 7 ab  3 4 8 2.5 7 ab{{ *}}
! CHECK-NEXT: 3 4,E= 10 4.5 ab  zz  /
! CHECK-NEXT: &G I= 5,V= 11 1.5 12 xy  13 14,W= 1 2.5 7 ab  1 2 7 9.5 7 ab  3 4 8 2.5 7 ab{{ *}}
! CHECK-NEXT: 3 4,E= 5 6.5 p   q   /
! CHECK-NEXT: rf NAMELIST 0
! CHECK-NEXT: rf NAMELIST 0
! CHECK-NEXT: rf NAMELIST 0
! CHECK-NEXT: 3 4 5 6 7 8 9
! CHECK-NEXT: rf NAMELIST 1001
! CHECK-NEXT: 1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT: rf LISTDIRECTED 0
! CHECK-NEXT: 4 5 3
