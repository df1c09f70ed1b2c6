! flang front door: under DECIMAL='POINT' a ';' separates no values in
! list-directed and namelist input, as flang 19's runtime reads it: it is
! a character of the value or of what follows it.  A namelist INTEGER
! value is scanned as a list-directed one ("1;" is "Bad character ';'"),
! a LOGICAL value takes the characters after its T or F up to a
! separator unless they make a name followed by '=', '(' or '%' ("F;i="
! is F), and a COMPLEX pair's parts are scanned as REAL values with
! flang's texts for a bad one.  ftnio separated values at ';' as
! libgfortran does, so a namelist WRITE with DECIMAL='COMMA' read back
! went on where flang stops (progen --flang seeds 219, 361, 409, 582,
! 691, 1562).
! RUN: %flangdiff %s | %fcheck %s
program namelist_semicolon_point
  implicit none
  logical :: l
  integer :: i, j(2), ios, n
  real :: r
  character(4) :: c
  complex :: z
  character(120) :: msg
  character(30) :: cases(10)
  namelist /g/ l, i, j, r, c, z
  cases = [character(30) :: '&g i= 1;j= 2 /', '&g l= F;i= 2 /', &
           '&g r= 1.5;i= 2 /', '&g c= "ab";i= 2 /', '&g j= 1;2 /', &
           '&g z= (1.,2.);i= 2 /', '&g c= ab;i= 2 /', '&g j= 1 ;2 /', &
           '&g z= (1.;2.) /', '&g l= Fx i= 2 /']
  do n = 1, size(cases)
    l = .true.
    i = -1
    j = -1
    r = -1
    c = '-'
    z = (-1, -1)
    msg = ''
    read (cases(n), nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(l1,3(1x,i0),1x,f5.1,1x,a,2f5.1)', l, i, j, r, c, z
  end do
  l = .false.
  i = 17
  r = 2.5
  open (10, file='namelist_semicolon_point.dat', status='replace')
  write (10, nml=g, decimal='comma')
  rewind (10)
  l = .true.
  i = -1
  r = -1
  msg = ''
  read (10, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '(l1,1x,i0,1x,f5.1)', l, i, r
  close (10, status='delete')
end program namelist_semicolon_point
! CHECK:1001 Bad character ';' in INTEGER input field
! CHECK-NEXT:T -1 -1 -1  -1.0 -    -1.0 -1.0
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '2'
! CHECK-NEXT:F -1 -1 -1  -1.0 -    -1.0 -1.0
! CHECK-NEXT:1046 invalid character (0x69) after list-directed input value, at column 11 in record 1
! CHECK-NEXT:T -1 -1 -1   1.5 -    -1.0 -1.0
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';'
! CHECK-NEXT:T -1 -1 -1  -1.0 ab   -1.0 -1.0
! CHECK-NEXT:1001 Bad character ';' in INTEGER input field
! CHECK-NEXT:T -1 -1 -1  -1.0 -    -1.0 -1.0
! CHECK-NEXT:1046 invalid character (0x3b) after list-directed input value, at column 14 in record 1
! CHECK-NEXT:T -1 -1 -1  -1.0 -     1.0  2.0
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '='
! CHECK-NEXT:T -1 -1 -1  -1.0 ab;i -1.0 -1.0
! CHECK-NEXT:1001 Bad character ';' in INTEGER input field
! CHECK-NEXT:T -1 1 -1  -1.0 -    -1.0 -1.0
! CHECK-NEXT:1046 invalid character (0x32) after list-directed input value, at column 11 in record 1
! CHECK-NEXT:T -1 -1 -1  -1.0 -     1.0 -1.0
! CHECK-NEXT:0 
! CHECK-NEXT:F 2 -1 -1  -1.0 -    -1.0 -1.0
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '1'
! CHECK-NEXT:F -1  -1.0
