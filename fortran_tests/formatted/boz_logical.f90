! B, O and Z editing of LOGICAL items of every kind (GNU extension): WRITE
! edits the item's bits as an integer of its kind (.true. is 1), READ
! stores the bits read (any value, overflow checked by kind); on stdout,
! a file and an internal file, with w = 0 and Zw.m.  I on a LOGICAL stays
! a type error (IOSTAT 5006), and with -std=f2008 so is Z.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-std=f2008 --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 --show-stderr %s | %fcheck --check-prefix=STD %s
program boz_logical
  implicit none
  logical(1) :: l1
  logical(2) :: l2
  logical(4) :: l4
  logical(8) :: l8
  logical(16) :: l16
  character(60) :: buf
  character(80) :: msg
  integer :: ios
  print '(z2,1x,b3,1x,o2)', .true., .true., .false.
  l1 = .true.; l2 = .true.; l4 = .true.; l8 = .true.; l16 = .true.
  print '(5(z0,1x),"|")', l1, l2, l4, l8, l16
  print '(5(b0,1x),"|")', l1, l2, l4, l8, l16
  print '(5(o3.2,1x),"|")', l1, l2, l4, l8, l16
  print '(5(z0.0,1x),"|")', .false._1, .false._2, .false._4, .false._8, &
      .false._16
  write (buf, '(z3,b3,o3,"|")') .true., .false., .true.
  print '(a)', trim(buf)
  write (*, '(i3)', iostat=ios, iomsg=msg) .true.
  print '(i0,1x,a)', ios, trim(msg)
  buf = '1 0 FF 2 101 0 777'
  read (buf, '(z1,1x,z1,1x,z2,1x,z1,1x,b3)') l1, l2, l4, l8, l16
  print '(5(z0,1x),5l2)', l1, l2, l4, l8, l16, l1, l2, l4, l8, l16
  open (10, file='boz.txt', status='replace')
  write (10, '(z4,1x,b16,1x,o6,1x,z16,1x,z32)') .true._1, .true._2, &
      .false._4, .true._8, .true._16
  write (10, '(a)') 'FF -1 7777 FFFFFFFFFFFFFFFF 7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF'
  write (10, '(a)') '1FF'
  rewind (10)
  read (10, '(z4,1x,b16,1x,o6,1x,z16,1x,z32)') l1, l2, l4, l8, l16
  print '(5(z0,1x))', l1, l2, l4, l8, l16
  read (10, '(z2,1x,z2,1x,o4,1x,z16,1x,z32)') l1, l2, l4, l8, l16
  print '(5(z0,1x))', l1, l2, l4, l8, l16
  read (10, '(z3)', iostat=ios, iomsg=msg) l1
  print '(i0,1x,a)', ios, trim(msg)
  close (10)
end program boz_logical
! CHECK: 1   1  0
! CHECK-NEXT:1 1 1 1 1 |
! CHECK-NEXT:1 1 1 1 1 |
! CHECK-NEXT: 01  01  01  01  01 |
! CHECK-NEXT:          |
! CHECK-NEXT:  1  0  1|
! CHECK-NEXT:5006 Expected INTEGER for item 1 in formatted transfer, got LOGICAL
! CHECK-NEXT:(i3)
! CHECK-NEXT: ^
! CHECK-NEXT:1 0 FF 2 5  T F T T T
! CHECK-NEXT:1 1 0 1 1
! CHECK-NEXT:FF FFFF FFF FFFFFFFFFFFFFFFF 7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
! CHECK-NEXT:5011 Value overflowed during integer read
! STD:At line 18 of file boz_logical.f90 (unit = 6, file = 'stdout')
! STD-NEXT:Fortran runtime error: Expected numeric type for item 1 in formatted transfer, got LOGICAL
! STD-NEXT:(z2,1x,b3,1x,o2)
! STD-NEXT: ^
