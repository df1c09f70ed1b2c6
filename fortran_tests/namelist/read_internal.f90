! Namelist READ of internal files (scalars and arrays): a group not found
! is no error; after an END met while reading objects, the next namelist
! READ of an internal file reads nothing (libgfortran keeps the end of file
! pending until a statement completes).
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_internal
  integer :: i, ios, j
  character(100) :: msg
  character(8) :: s8, sa(2)
  namelist /g/ i, j
  i = -1; msg='none'
  s8 = 'abc'
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  sa = 'abc'
  read (sa, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i='
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  write (s8, '(a)') 'x'
  s8 = '&g i=6/'
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i='
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i=6/'
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i=7/'
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
end program read_internal
! CHECK:           0 none          -1
! CHECK-NEXT:           0 none          -1
! CHECK-NEXT:          -1 End of file          -1
! CHECK-NEXT:           0 End of file           6
! CHECK-NEXT:          -1 End of file           6
! CHECK-NEXT:           0 End of file           6
! CHECK-NEXT:           0 End of file           7
