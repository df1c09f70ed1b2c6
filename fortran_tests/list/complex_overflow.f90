! List-directed and namelist WRITE of COMPLEX values into records too
! short for them: libgfortran writes a complex value in pieces (leading
! blanks, '(', real part, separator, imaginary part, ')'); a piece that
! does not fit raises EOR and is left out, and the pieces after it that
! fit are written, also for the rest of the array (only the array that
! met EOR: a later item or array writes nothing).  Internal files, a file
! with RECL=, DECIMAL='COMMA'.
! RUN: %fdiff %s | %fcheck %s
program complex_overflow
  implicit none
  complex(4) :: c(3)
  complex(8) :: z = (1.0d0, -2.0d0)
  real(8) :: r2(2) = [0.125d0, 123.456d0]
  integer :: i3(4) = [-10, -1, -10, -26], ios, u
  character(len=30) :: b(2)
  character(len=60) :: w
  character(len=80) :: line
  namelist /g/ z
  c(1) = cmplx(-76340.8502e5, 63906.4887e-18)
  c(2) = cmplx(-0.0, 65536.0)
  c(3) = cmplx(1.0/3, 2.5)
  b = repeat('~', 30)
  write (b, *, iostat=ios) c
  print '(i3,4a)', ios, ' [', b(1), ']'
  b = repeat('~', 30)
  write (b, *, iostat=ios) c(1), c(2), c(3)
  print '(i3,4a)', ios, ' [', b(1), ']'
  b = repeat('~', 30)
  write (b, *, iostat=ios, decimal='comma') c
  print '(i3,4a)', ios, ' [', b(1), ']'
  w = repeat('~', 60)
  write (w, *, iostat=ios, decimal='comma') 0.557342112, r2, i3
  print '(i3,4a)', ios, ' [', w, ']'
  b = repeat('~', 30)
  write (b, nml=g, iostat=ios)
  print '(i3,6a)', ios, ' [', b(1), '][', b(2), ']'
  b = repeat('~', 30)
  write (b, nml=g, iostat=ios, decimal='comma')
  print '(i3,6a)', ios, ' [', b(1), '][', b(2), ']'
  open (newunit=u, file='r.txt', status='replace', recl=24)
  write (u, nml=g, iostat=ios)
  print '(i3)', ios
  write (u, *, iostat=ios) c
  print '(i3)', ios
  close (u)
  open (newunit=u, file='r.txt', status='old')
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (u, status='delete')
end program complex_overflow
! CHECK: -2 [  (-7.634084864E+09,) (,) (,)~]
! CHECK: -2 [  (-7.634084864E+09,)~~~~~~~~~]
! CHECK: -2 [  (-7,634084864E+09;) (;) (;)~]
! CHECK: -2 [  0,557342112      0,12500000000000000      ~~~~~~~~~~~~~~~~]
! CHECK: -2 [&G                            ][ Z=(1.0000000000000000,),     ]
! CHECK: -2 [&G                            ][ Z=(1,0000000000000000;);     ]
! CHECK: -2
! CHECK: -2
