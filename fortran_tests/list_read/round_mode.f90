! ROUND= rounds list-directed and namelist input as it does formatted
! input: on the READ statement and from OPEN, for every real kind and
! complex parts (0.1 is not exact; the halfway value of REAL(4) shows
! NEAREST against COMPATIBLE).  Bits are printed with Z.
! RUN: %fdiff %s | %fcheck %s
program round_mode
  implicit none
  real(4) :: a
  real(8) :: b
  real(10) :: c
  real(16) :: d
  complex(4) :: z
  character(17) :: modes(6) = [character(17) :: 'up', 'down', 'zero', &
                               'nearest', 'compatible', 'processor_defined']
  character(40) :: s
  integer :: i
  namelist /g/ a, b, c, d
  do i = 1, 6
    s = '-0.1 0.1 -0.1 0.1'
    read (s, *, round=modes(i)) a, b, c, d
    print '(a10,1x,z8,1x,z16,1x,z20,1x,z32)', modes(i), a, b, c, d
    s = '(0.1,-0.1) 1.000000059604644775390625'
    read (s, *, round=modes(i)) z, a
    print '(a10,1x,z8,1x,z8,1x,z8)', modes(i), real(z), aimag(z), a
    s = '&g a=0.1, b=-0.1, c=0.1, d=-0.1 /'
    read (s, nml=g, round=modes(i))
    print '(a10,1x,z8,1x,z16,1x,z20,1x,z32)', modes(i), a, b, c, d
  end do
  open (10, file='r.txt', round='down', status='replace')
  write (10, '(a)') '0.1 -0.1', '&g a=-0.1, b=0.1 /'
  rewind (10)
  read (10, *) a, b
  print '(a10,1x,z8,1x,z16)', 'open down', a, b
  read (10, nml=g)
  print '(a10,1x,z8,1x,z16)', 'open down', a, b
  rewind (10)
  read (10, *, round='up') a, b
  print '(a10,1x,z8,1x,z16)', 'stmt up', a, b
  close (10, status='delete')
end program round_mode
! CHECK:up         BDCCCCCC 3FB999999999999A BFFBCCCCCCCCCCCCCCCC 3FFB999999999999999999999999999A
! CHECK-NEXT:up         3DCCCCCD BDCCCCCC 3F800001
! CHECK-NEXT:up         3DCCCCCD BFB9999999999999 3FFBCCCCCCCCCCCCCCCD BFFB9999999999999999999999999999
! CHECK-NEXT:down       BDCCCCCD 3FB9999999999999 BFFBCCCCCCCCCCCCCCCD 3FFB9999999999999999999999999999
! CHECK-NEXT:down       3DCCCCCC BDCCCCCD 3F800000
! CHECK-NEXT:down       3DCCCCCC BFB999999999999A 3FFBCCCCCCCCCCCCCCCC BFFB999999999999999999999999999A
! CHECK-NEXT:zero       BDCCCCCC 3FB9999999999999 BFFBCCCCCCCCCCCCCCCC 3FFB9999999999999999999999999999
! CHECK-NEXT:zero       3DCCCCCC BDCCCCCC 3F800000
! CHECK-NEXT:zero       3DCCCCCC BFB9999999999999 3FFBCCCCCCCCCCCCCCCC BFFB9999999999999999999999999999
! CHECK-NEXT:nearest    BDCCCCCD 3FB999999999999A BFFBCCCCCCCCCCCCCCCD 3FFB999999999999999999999999999A
! CHECK-NEXT:nearest    3DCCCCCD BDCCCCCD 3F800000
! CHECK-NEXT:nearest    3DCCCCCD BFB999999999999A 3FFBCCCCCCCCCCCCCCCD BFFB999999999999999999999999999A
! CHECK-NEXT:compatible BDCCCCCD 3FB999999999999A BFFBCCCCCCCCCCCCCCCD 3FFB999999999999999999999999999A
! CHECK-NEXT:compatible 3DCCCCCD BDCCCCCD 3F800000
! CHECK-NEXT:compatible 3DCCCCCD BFB999999999999A 3FFBCCCCCCCCCCCCCCCD BFFB999999999999999999999999999A
! CHECK-NEXT:processor_ BDCCCCCD 3FB999999999999A BFFBCCCCCCCCCCCCCCCD 3FFB999999999999999999999999999A
! CHECK-NEXT:processor_ 3DCCCCCD BDCCCCCD 3F800000
! CHECK-NEXT:processor_ 3DCCCCCD BFB999999999999A 3FFBCCCCCCCCCCCCCCCD BFFB999999999999999999999999999A
! CHECK-NEXT: open down 3DCCCCCC BFB999999999999A
! CHECK-NEXT: open down BDCCCCCD 3FB9999999999999
! CHECK-NEXT:   stmt up 3DCCCCCD BFB9999999999999
