! Namelist WRITE to records of fixed length (RECL= on a file, an internal
! array, a scalar internal file): libgfortran writes the group name and
! the object names one character at a time, so a name that does not fit
! is cut where the record ends; a value or separator after it is EOR.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_name_split
  type t
    integer :: comp
  end type t
  integer :: longish_name = 7, other_name(2) = [1, 2]
  type(t) :: tv = t(3)
  integer :: ios
  character(80) :: msg, line
  character(len=12) :: a(4)
  character(len=30) :: s
  namelist /group_with_long_name/ longish_name, other_name, tv
  open (10, file='name_split.dat', status='replace', recl=24)
  write (10, nml=group_with_long_name, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  rewind (10)
  do
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '("<",a,">")', trim(line)
  end do
  a = repeat('#', 12)
  write (a, nml=group_with_long_name, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', a
  s = repeat('#', 30)
  write (s, nml=group_with_long_name, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', s
end program write_name_split
! CHECK:-2 End of record
! CHECK-NEXT:<&GROUP_WITH_LONG_NAME>
! CHECK-NEXT:< L>
! CHECK-NEXT:-2 End of record
! CHECK-NEXT:[&GROUP_WITH_]
! CHECK-NEXT:[ LONGISH_NAM]
! CHECK-NEXT:[ OTHER_NAME=]
! CHECK-NEXT:[ TV%COMP=,  ]
! CHECK-NEXT:-2 End of record
! CHECK-NEXT:[&GROUP_WITH_LONG_NAME  LONGISH]
