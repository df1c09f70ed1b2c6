! flang front door: a list-directed WRITE stops at its first failure, as
! flang 19's runtime does.  A number that does not fit in the rest of an
! internal file's last record is IOSTAT 1004 "Internal write overran
! available records" with nothing of it written (ftnio wrote it over the
! record's start and reported 1002), and the elements of an array item
! after a failed one are not written (libgfortran's WRITE goes on through
! the array; ftnio did so for flang too).  Progen --flang seeds 404, 716.
! RUN: %flangdiff %s | %fcheck %s
program list_write_overrun_stops
  implicit none
  real(10) :: r1
  integer(16) :: i2(4)
  real(8) :: r3(2)
  character(len=10) :: b(2), one
  character(len=12) :: c
  integer :: ios, ii, k, u
  character(100) :: msg
  character(30) :: line
  r1 = -1.0_10
  i2 = [2512606555599055049363297189564787_16, -112_16, &
        -58702295075393721674561195798508_16, 94_16]
  r3 = [42657.9844e-25_8, -8533.2185e21_8]
  b = repeat('~', 10)
  msg = ''
  write (b, *, iostat=ios, iomsg=msg) r1, i2, r3
  print '(i0,1x,a)', ios, trim(msg)
  print '(3a)', ('[', b(ii), ']', ii=1, 2)
  b = repeat('~', 10)
  write (b, *, iostat=ios, iomsg=msg) r1, i2(1), i2(2)
  print '(i0,1x,a)', ios, trim(msg)
  print '(3a)', ('[', b(ii), ']', ii=1, 2)
  do k = 1, 4
    one = repeat('~', 10)
    msg = ''
    select case (k)
    case (1); write (one, *, iostat=ios, iomsg=msg) 9.5, 1488.1469e-10
    case (2); write (one, *, iostat=ios, iomsg=msg) 1488.1469e-10
    case (3); write (one, *, iostat=ios, iomsg=msg) 'abc', 'defghijklmnop'
    case (4); write (one, *, iostat=ios, iomsg=msg) (1.5, 2.5), (3.5, 4.5)
    end select
    print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', one, ']'
  end do
  do k = 1, 7
    b = repeat('~', 10)
    msg = ''
    select case (k)
    case (1); write (b, *, iostat=ios, iomsg=msg) 1.5, 2.5, 1.0e-20, 7
    case (2)
      write (b, *, iostat=ios, iomsg=msg) .true., .false., .true., &
        .true., .false., .true.
    case (3); write (b, *, iostat=ios, iomsg=msg) (1.5, 2.5), (3.5, 1.0e-20)
    case (4); write (b, *, iostat=ios, iomsg=msg) 123456789, 123456789, 1
    case (5); write (b, *, iostat=ios, iomsg=msg) [1.5, 2.5, 1.0e-20, 7.0]
    case (6); write (b, *, iostat=ios, iomsg=msg) 1.0d300, 1.0d300
    case (7); write (b, *, iostat=ios, iomsg=msg) 'ab', 12345678901_8
    end select
    print '(i0,1x,a)', ios, trim(msg)
    print '(3a)', ('[', b(ii), ']', ii=1, 2)
  end do
  c = repeat('~', 12)
  write (c, *, iostat=ios, iomsg=msg) 1.5, 2.5, 3.5
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', c, ']'
  open (newunit=u, file='list_write_overrun_stops.dat', status='replace', &
        recl=10)
  write (u, *, iostat=ios, iomsg=msg) 1.5, 2.5, 1.0e-20, 7
  print '(i0,1x,a)', ios, trim(msg)
  write (u, *, iostat=ios, iomsg=msg) 1.0d300, 1
  print '(i0,1x,a)', ios, trim(msg)
  close (u)
  open (newunit=u, file='list_write_overrun_stops.dat')
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '{', trim(line), '}'
  end do
  close (u, status='delete')
end program list_write_overrun_stops
! CHECK:1002 Excessive output to fixed-size record
! CHECK-NEXT:[ -1.      ]
! CHECK-NEXT:[ 251260655]
! CHECK-NEXT:1002 Excessive output to fixed-size record
! CHECK-NEXT:[ -1.      ]
! CHECK-NEXT:[ 251260655]
! CHECK-NEXT:1004 Internal write overran available records [ 9.5      ]
! CHECK-NEXT:1002 Excessive output to fixed-size record [ 1.4881469]
! CHECK-NEXT:1004 Internal write overran available records [ abcdefghi]
! CHECK-NEXT:1004 Internal write overran available records [ (1.5,2.5)]
! CHECK-NEXT:0 
! CHECK-NEXT:[ 1.5 2.5  ]
! CHECK-NEXT:[ 1.E-20 7 ]
! CHECK-NEXT:0 
! CHECK-NEXT:[ T F T T F]
! CHECK-NEXT:[T         ]
! CHECK-NEXT:1004 Internal write overran available records
! CHECK-NEXT:[ (1.5,2.5)]
! CHECK-NEXT:[ (3.5,    ]
! CHECK-NEXT:1004 Internal write overran available records
! CHECK-NEXT:[ 123456789]
! CHECK-NEXT:[ 123456789]
! CHECK-NEXT:0 
! CHECK-NEXT:[ 1.5 2.5  ]
! CHECK-NEXT:[ 1.E-20 7.]
! CHECK-NEXT:0 
! CHECK-NEXT:[ 1.E+300  ]
! CHECK-NEXT:[ 1.E+300  ]
! CHECK-NEXT:1002 Excessive output to fixed-size record
! CHECK-NEXT:[ ab       ]
! CHECK-NEXT:[ 123456789]
! CHECK-NEXT:0 Excessive output to fixed-size record [ 1.5 2.5 3.5]
! CHECK-NEXT:0 Excessive output to fixed-size record
! CHECK-NEXT:0 Excessive output to fixed-size record
! CHECK-NEXT:{ 1.5 2.5}
! CHECK-NEXT:{ 1.E-20 7}
! CHECK-NEXT:{ 1.E+300 1}
