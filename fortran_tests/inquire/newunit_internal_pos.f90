! libgfortran counts the characters an internal-file statement transfers
! in the POS= of the unit node it borrows (fields, the blanks that pad a
! record, the characters formatted input takes; not list-directed
! input), keeps the node and its count afterwards, and an OPEN(NEWUNIT=)
! that gets the number does not reset it: INQUIRE(POS=) of the new
! sequential unit reports the count, then adds what the unit transfers.
! CLOSE removes the node: the next internal statement starts from 0.
! RUN: %fdiff %s | %fcheck %s
program newunit_internal_pos
  implicit none
  character(len=120) :: buf3(3)
  character(len=30) :: buf2(2)
  character(len=52) :: line
  character(len=4) :: a4
  integer :: u, ios, i, k
  integer(8) :: p
  real :: r
  do k = 1, 6
    select case (k)
    case (1)
      write (buf3, "(/,2A,E8.2)", iostat=ios)
    case (2)
      write (buf2, '(ES19.10,G1.0,G0)', iostat=ios)
    case (3)
      line = 'Y1X1b 1cc ac   7846 -25'
      read (line, '(A4,A5,A,I8)', iostat=ios) a4
    case (4)
      write (line, '(a,i3)') 'ab', 7
    case (5)
      line = '1 2 3'
      read (line, *) i
    case (6)
      write (buf2, *) 'x', 1
      read (buf2, '(a4,i2)', iostat=ios) a4, i
    end select
    open (newunit=u, file='p.dat', status='replace')
    inquire (unit=u, pos=p)
    write (*, '(i0,a,i0)', advance='no') k, ' ', p
    write (u, '(a)') 'abc'
    inquire (unit=u, pos=p)
    print '(a,i0)', ' ', p
    close (u, status='delete')
  end do
end program newunit_internal_pos
! CHECK:1 240 243
! CHECK-NEXT:2 30 33
! CHECK-NEXT:3 4 7
! CHECK-NEXT:4 52 55
! CHECK-NEXT:5 0 3
! CHECK-NEXT:6 36 39
