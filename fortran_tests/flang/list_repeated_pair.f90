! flang front door: a repeated complex value "r*(re,im)" is read again
! for each item it serves, as two real values, the real part first: a
! REAL item takes one part, a COMPLEX item two (which may belong to two
! repetitions), and an item of another type refuses the part with
! IOSTAT 1005 and the edit letter 'r' (real part) or 'z' (imaginary
! part), as in flang 19's runtime.  Each part converts to its item's
! kind.  ftnio had stopped with libgfortran's "Read type COMPLEX where
! REAL was expected" (progen --flang seeds 337, 394, 816).
! RUN: %flangdiff %s | %fcheck %s
program list_repeated_pair
  implicit none
  real(8) :: a(5)
  real(4) :: s(2)
  complex(8) :: z, w
  integer :: i, ios
  logical :: l
  character(8) :: c
  character(100) :: msg
  open (41, file='list_repeated_pair.dat', status='replace')
  write (41, '(a)') '2*(1.5,2.5) 9'
  write (41, '(a)') '2*(1.5,2.5) 9'
  write (41, '(a)') '2*(1.5,2.5) 9'
  write (41, '(a)') '2*(1.5,2.5) 9'
  write (41, '(a)') '3*(1.5,2.5) 9'
  write (41, '(a)') '2*(0.1,0.3) 9'
  write (41, '(a)') '2*(1.5,2.5) 9'
  write (41, '(a)') ''' c'' , , 2*(2e+5,'
  write (41, '(a)') '61e12),'
  write (41, '(a)') '/'
  rewind (41)
  a = 7
  call report(1)
  read (41, *, iostat=ios, iomsg=msg) a
  print '(a,i0,1x,a,5(1x,f0.1))', 'reals: ', ios, trim(msg), a
  z = (7, 7); a = 7
  call report(2)
  read (41, *, iostat=ios, iomsg=msg) z, a(1), a(2), a(3)
  print '(a,i0,1x,a,5(1x,f0.1))', 'complex, reals: ', ios, trim(msg), z, a(1:3)
  z = (7, 7); i = 5
  call report(3)
  read (41, *, iostat=ios, iomsg=msg) z, i
  print '(a,i0,1x,a,2(1x,f0.1),1x,i0)', 'integer: ', ios, trim(msg), z, i
  z = (7, 7); l = .true.
  call report(4)
  read (41, *, iostat=ios, iomsg=msg) z, l
  print '(a,i0,1x,a,2(1x,f0.1),1x,l1)', 'logical: ', ios, trim(msg), z, l
  z = (7, 7); w = (8, 8); a = 7
  call report(5)
  read (41, *, iostat=ios, iomsg=msg) z, a(1), w, a(2)
  print '(a,i0,1x,a,6(1x,f0.1))', 'across: ', ios, trim(msg), z, a(1), w, a(2)
  z = (7, 7); s = 7
  call report(6)
  read (41, *, iostat=ios, iomsg=msg) z, s
  print '(a,i0,1x,a,2(1x,f0.1),2(1x,z8.8))', 'kind 4: ', ios, trim(msg), z, s
  z = (7, 7); c = 'x'; a = 7
  call report(7)
  read (41, *, iostat=ios, iomsg=msg) z, a(1), c
  print '(a,i0,1x,a,3(1x,f0.1),3a)', 'character: ', ios, trim(msg), z, a(1), &
      ' [', c, ']'
  z = (1, 1); w = (2, 2); a = 7; a(5) = 9; c = 'q'
  call report(8)
  read (41, *, iostat=ios, iomsg=msg) c, z, w, a(1:4:2), a(5)
  print '(a,i0,1x,a,3a,4(1x,f0.1),3(1x,es10.3))', 'null, split: ', ios, &
      trim(msg), ' [', c, ']', z, w, a(1), a(3), a(5)
  close (41, status='delete')
contains
  subroutine report(n)
    integer, intent(in) :: n
    msg = ''
    ios = -999
    print '(a,i0)', 'case ', n
  end subroutine report
end program list_repeated_pair
! CHECK:case 1
! CHECK-NEXT:reals: 0  1.5 2.5 1.5 2.5 9.0
! CHECK-NEXT:case 2
! CHECK-NEXT:complex, reals: 0  1.5 2.5 1.5 2.5 9.0
! CHECK-NEXT:case 3
! CHECK-NEXT:integer: 1005 Data edit descriptor 'r' may not be used with an INTEGER data item 1.5 2.5 5
! CHECK-NEXT:case 4
! CHECK-NEXT:logical: 1005 Data edit descriptor 'r' may not be used for LOGICAL input 1.5 2.5 T
! CHECK-NEXT:case 5
! CHECK-NEXT:across: 0  1.5 2.5 1.5 2.5 1.5 2.5
! CHECK-NEXT:case 6
! CHECK-NEXT:kind 4: 0  .1 .3 3DCCCCCD 3E99999A
! CHECK-NEXT:case 7
! CHECK-NEXT:character: 1005 Data edit descriptor 'z' may not be used with a CHARACTER data item 1.5 2.5 1.5 [x       ]
! CHECK-NEXT:case 8
! CHECK-NEXT:null, split: 0  [ c      ] 1.0 1.0 200000.0 61000000000000.0  2.000E+05  6.100E+13  9.000E+00
