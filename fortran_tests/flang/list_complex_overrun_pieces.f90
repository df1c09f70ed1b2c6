! flang front door: a list-directed COMPLEX value that overruns a RECL=
! record is written as flang 19's runtime writes it, piece by piece: '('
! alone, each part in a real field's pieces (sign and digits, then the
! exponent), the separator and ')' alone.  The pieces before the one that
! does not fit are written, and the message names that one ("6 bytes",
! the exponent); ftnio named the whole part and wrote none of it.
! Progen --flang seeds 1010, 1681.
! RUN: %flangdiff %s | %fcheck %s
program list_complex_overrun_pieces
  implicit none
  character(100) :: msg, line
  integer :: ios, k
  open (40, file='cplx.dat', status='replace', form='formatted', recl=40)
  do k = 1, 5
    msg = ''
    select case (k)
    case (1); write (40, *, iostat=ios, iomsg=msg) cmplx(1.5_16, tiny(0.0_16), kind=16)
    case (2); write (40, *, iostat=ios, iomsg=msg) cmplx(tiny(0.0_16), 1.5_16, kind=16)
    case (3); write (40, *, iostat=ios, iomsg=msg) cmplx(-tiny(0.0_16), 1.5_16, kind=16)
    case (4); write (40, *, iostat=ios, iomsg=msg) 1.0, cmplx(1.5_16, -tiny(0.0_16), kind=16)
    case (5); write (40, *, iostat=ios, iomsg=msg) cmplx(1.5_16, -1.0_16/3, kind=16)
    end select
    print '(i0,1x,a)', ios, trim(msg)
  end do
  rewind (40)
  do
    read (40, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (40, status='delete')
end program
! CHECK:1002 Attempt to write 6 bytes to position 36 in a fixed-size record of 40 bytes
! CHECK-NEXT:1002 Attempt to write 6 bytes to position 38 in a fixed-size record of 40 bytes
! CHECK-NEXT:1002 Attempt to write 6 bytes to position 39 in a fixed-size record of 40 bytes
! CHECK-NEXT:1002 Attempt to write 6 bytes to position 37 in a fixed-size record of 40 bytes
! CHECK-NEXT:0 
! CHECK-NEXT:[ (1.5,]
! CHECK-NEXT:[3.3621031431120935062626778173217526]
! CHECK-NEXT:[ (3.3621031431120935062626778173217526]
! CHECK-NEXT:[ (-3.3621031431120935062626778173217526]
! CHECK-NEXT:[ 1. (1.5,]
! CHECK-NEXT:[-3.3621031431120935062626778173217526]
! CHECK-NEXT:[ (1.5,]
! CHECK-NEXT:[-.3333333333333333333333333333333333)]
