! Namelist READ from an external file: several groups, skipped text and
! other groups, sections, components, substrings, comments, $ and &end,
! null values, repeat counts, and the errors that stop a READ.
! RUN: %fdiff --input %S/Inputs/read_basic.txt=in.txt --show=stdout %s | %fcheck %s
program read_basic
  implicit none
  type t
    integer :: k
    real :: r(2)
    character(3) :: s
  end type
  integer :: i, ia(5), m(2,3), ios
  real :: x, xa(4)
  complex :: z
  logical :: l, la(3)
  character(8) :: c, ca(3)
  type(t) :: tt, ta(2)
  character(100) :: msg
  namelist /grp/ i, ia, m, x, xa, z, l, la, c, ca, tt, ta
  namelist /other/ i, x
  open(10, file='in.txt', status='old')
  do
    i = -1; ia = -1; m = -1; x = -1; xa = -1; z = (-1,-1); l = .false.; la = .false.
    c = '-'; ca = '-'; tt = t(-1, -1., '-'); ta = t(-1, -1., '-')
    msg = ''
    read(10, nml=grp, iostat=ios, iomsg=msg)
    print *, 'ios=', ios, trim(msg)
    if (ios < 0) exit
    write(*, nml=grp)
    print *, ia, i
  end do
  rewind(10)
  read(10, nml=other, iostat=ios, iomsg=msg)
  print *, 'other', ios, trim(msg), i, x
end program read_basic
! CHECK: ios=           0 
! CHECK-NEXT:&GRP
! CHECK-NEXT: I=5          ,
! CHECK-NEXT: IA=1          ,2          ,3          , 2*-1         ,
! CHECK: ios=        5010 Repeat count too large for namelist object i
! CHECK: ios=        5010 Cannot match namelist object name bogus
! CHECK: ios=        5010 Cannot match namelist object name abc
