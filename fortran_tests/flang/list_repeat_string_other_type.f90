! flang front door: a repeated delimited CHARACTER value ("2*'ab'") that
! an INTEGER, LOGICAL, REAL or COMPLEX item meets gives flang 19's error
! for a value missing at the string's delimiter: "Integer value absent
! from NAMELIST or list-directed input", "Empty LOGICAL input field" or
! "Bad real input data at column C of record R" (C the delimiter's
! column).  ftnio gave libgfortran's "Read type CHARACTER where REAL was
! expected for item N" (progen --flang --variants seed 7781).
! RUN: %flangdiff %s | %fcheck %s
program list_repeat_string_other_type
  implicit none
  character(4) :: c
  integer :: i, ios, k
  logical :: l
  real :: r
  complex :: z
  character(80) :: msg
  character(30) :: b(2)
  b(1) = ' 2*''ab'' 5'
  b(2) = 'x, 3*"a""" '
  do k = 1, size(b)
    msg = ''
    i = -1
    read (b(k), *, iostat=ios, iomsg=msg) c, i
    print '(i0,1x,a,1x,a,1x,i0)', ios, trim(msg), c, i
    msg = ''
    l = .false.
    read (b(k), *, iostat=ios, iomsg=msg) c, l
    print '(i0,1x,a,1x,a,1x,l1)', ios, trim(msg), c, l
    msg = ''
    r = -1
    read (b(k), *, iostat=ios, iomsg=msg) c, r
    print '(i0,1x,a,1x,a,1x,f4.1)', ios, trim(msg), c, r
    msg = ''
    z = -1
    read (b(k), *, iostat=ios, iomsg=msg) c, z
    print '(i0,1x,a,1x,a,2(1x,f4.1))', ios, trim(msg), c, z
  end do
  open (40, file='x.dat', status='replace')
  write (40, '(a)') 'q', 'zz 2*''abc''', '7', '2*"x" 5 6', '8'
  rewind (40)
  read (40, '(a)') c
  msg = ''
  r = -1
  read (40, *, iostat=ios, iomsg=msg) c, c, r
  print '(i0,1x,a,1x,a,1x,f4.1)', ios, trim(msg), c, r
  read (40, *, iostat=ios, iomsg=msg) i
  print '(i0,1x,i0)', ios, i
  msg = ''
  read (40, *, iostat=ios, iomsg=msg) c, i
  print '(i0,1x,a,1x,a,1x,i0)', ios, trim(msg), c, i
  read (40, *, iostat=ios, iomsg=msg) i
  print '(i0,1x,i0)', ios, i
  close (40, status='delete')
end program
! CHECK:1001 Integer value absent from NAMELIST or list-directed input ab   -1
! CHECK-NEXT:1001 Empty LOGICAL input field ab   F
! CHECK-NEXT:1030 Bad real input data at column 4 of record 1 ab   -1.0
! CHECK-NEXT:1030 Bad real input data at column 4 of record 1 ab   -1.0  0.0
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input x    -1
! CHECK-NEXT:1001 Empty LOGICAL input field x    F
! CHECK-NEXT:1030 Bad real input data at column 6 of record 1 x    -1.0
! CHECK-NEXT:1030 Bad real input data at column 6 of record 1 x    -1.0  0.0
! CHECK-NEXT:1030 Bad real input data at column 6 of record 2 abc  -1.0
! CHECK-NEXT:0 7
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input x    7
! CHECK-NEXT:0 8
