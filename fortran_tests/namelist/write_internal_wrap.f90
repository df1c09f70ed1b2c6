! Namelist WRITE to an internal array that needs more records than it has
! (libgfortran's namelist_write_newline): after the last record nothing
! fits (EOR) until the next line end, which goes on at the SECOND record
! with END, and so on round; the first record is never written again, and
! a record the statement stops in keeps the rest of its earlier text.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_internal_wrap
  character(len=24) :: a(2), b(4), c(1), d(3)
  integer :: i = 7, j(3) = [1,2,3], k = -5
  real :: r = 0.5
  character(len=3) :: s = 'xy'
  integer :: ios
  character(80) :: msg
  namelist /g/ i, j, k, r, s
  namelist /h/ i, k, s
  a = repeat('#', 24); b = repeat('#', 24); c = repeat('#', 24)
  d = repeat('#', 24)
  write (a, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', a
  write (b, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', b
  write (c, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', c
  write (d, nml=h, iostat=ios, iomsg=msg, delim='none')
  print '(i0,1x,a)', ios, trim(msg)
  print '("[",a,"]")', d
end program write_internal_wrap
! CHECK:-2 End of record
! CHECK-NEXT:[&G                      ]
! CHECK-NEXT:[ S="xy ",               ]
! CHECK-NEXT:-1 End of file
! CHECK-NEXT:[&G                      ]
! CHECK-NEXT:[ S="xy ",               ]
! CHECK-NEXT:[ /=1          ,,,       ]
! CHECK-NEXT:[ K=-5         ,         ]
! CHECK-NEXT:-2 End of record
! CHECK-NEXT:[&G                      ]
! CHECK-NEXT:-1 End of file
! CHECK-NEXT:[&H                      ]
! CHECK-NEXT:[ /=7          ,         ]
! CHECK-NEXT:[ K=-5         ,         ]
