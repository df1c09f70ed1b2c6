! flang front door: a sequential formatted record under RECL= holds one
! byte more, the newline's, as flang 19's runtime counts it (issue 18).
! A field may fill that byte; the newline then does not fit: the WRITE
! fails with "Attempt to write 1 bytes to position RECL+1 ..." and the
! record stays without one.  A list-directed WRITE is reported in the
! same words, piece by piece as flang writes its numbers (a sign alone).
! Progen --flang seeds 446, 482, 498, 680.
! RUN: %flangdiff %s | %fcheck %s
program recl_sequential_overrun
  implicit none
  integer :: ios, k, n
  character(100) :: msg
  character(40) :: bytes
  do k = 1, 8
    open (50, file='recl.dat', status='replace', recl=5, sign='plus')
    msg = ''
    select case (k)
    case (1); write (50, '(a)', iostat=ios, iomsg=msg) 'abcdef'
    case (2); write (50, '(a)', iostat=ios, iomsg=msg) 'abcdefg'
    case (3); write (50, '(a)', iostat=ios, iomsg=msg) 'abcde'
    case (4); write (50, '(i3,i3)', iostat=ios, iomsg=msg) 12, 34
    case (5); write (50, '(f30.3)', iostat=ios, iomsg=msg) 1.5
    case (6); write (50, *, iostat=ios, iomsg=msg) 1234, 'x'
    case (7); write (50, *, iostat=ios, iomsg=msg) -12345.0
    case (8); write (50, *, iostat=ios, iomsg=msg) 'abcd'
    end select
    print '(i0,1x,i0,1x,a)', k, ios, trim(msg)
    close (50)
    open (50, file='recl.dat', access='stream', form='unformatted')
    inquire (50, size=n)
    bytes = ''
    read (50, iostat=ios) bytes(1:n)
    print '(3a)', '[', bytes(1:n), ']'
    close (50, status='delete')
  end do
end program
! CHECK:1 1002 Attempt to write 1 bytes to position 6 in a fixed-size record of 5 bytes
! CHECK-NEXT:[abcdef]
! CHECK-NEXT:2 1002 Attempt to write 7 bytes to position 0 in a fixed-size record of 5 bytes
! CHECK-NEXT:[]
! CHECK-NEXT:3 0 
! CHECK-NEXT:[abcde
! CHECK-NEXT:]
! CHECK-NEXT:4 1002 Attempt to write 1 bytes to position 6 in a fixed-size record of 5 bytes
! CHECK-NEXT:[+12+34]
! CHECK-NEXT:5 1002 Attempt to write 1 bytes to position 6 in a fixed-size record of 5 bytes
! CHECK-NEXT:[      ]
! CHECK-NEXT:6 1002 Attempt to write 1 bytes to position 6 in a fixed-size record of 5 bytes
! CHECK-NEXT:[ +1234]
! CHECK-NEXT:7 1002 Attempt to write 6 bytes to position 1 in a fixed-size record of 5 bytes
! CHECK-NEXT:[ 
! CHECK-NEXT:]
! CHECK-NEXT:8 0 
! CHECK-NEXT:[ abcd
! CHECK-NEXT:]
