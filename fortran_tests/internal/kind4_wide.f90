! Kind-4 internal files holding characters above 255 (and 128..255):
! formatted and list-directed WRITE of kind-4 items keep them, kind-1
! bytes above 127 widen as libgfortran widens them (sign-extended), and
! formatted A input into a kind-4 variable reads them back in full.
! RUN: %fdiff %s
program kind4_wide
  integer, parameter :: k4 = 4
  character(kind=k4, len=8) :: u, v(2), r
  character(kind=k4, len=3) :: s
  character(len=8) :: c
  integer :: i, k
  s = k4_'a' // char(int(z'3b1'), k4) // char(int(z'1f600'), k4)
  write (u, '(a)') s
  print '(*(z0,1x))', (ichar(u(k:k)), k = 1, 8)
  write (u, '(a2,"|",a4)') s, s
  print '(*(z0,1x))', (ichar(u(k:k)), k = 1, 8)
  write (u, *) s
  print '(*(z0,1x))', (ichar(u(k:k)), k = 1, 8)
  write (v, '(a/a)') s, 'x' // char(200)
  print '(*(z0,1x))', (ichar(v(1)(k:k)), k = 1, 8), (ichar(v(2)(k:k)), k = 1, 8)
  u = k4_'1' // char(int(z'3b1'), k4) // k4_'  ,q'
  read (u, '(a)') r
  print '(*(z0,1x))', (ichar(r(k:k)), k = 1, 8)
  read (u, '(a4)') s
  print '(*(z0,1x))', (ichar(s(k:k)), k = 1, 3)
  read (u, '(t2,a1)') c
  print '(*(z0,1x))', (ichar(c(k:k)), k = 1, 8)
  read (u, *) r
  print '(*(z0,1x))', (ichar(r(k:k)), k = 1, 8)
  read (u, *) c
  print '(*(z0,1x))', (ichar(c(k:k)), k = 1, 8)
end program kind4_wide
