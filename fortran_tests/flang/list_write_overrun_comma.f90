! flang front door: a list-directed REAL value under DECIMAL='COMMA' that
! overruns a record of RECL= is written piece by piece as under
! DECIMAL='POINT': its decimal comma is a piece of its own, and flang's
! message names the digits and exponent after it, not the comma and all
! that follows (progen --flang seed 920034).  (issue 18.)
! RUN: %flangdiff %s | %fcheck %s
program list_write_overrun_comma
  implicit none
  integer :: ios
  character(100) :: msg
  character(40) :: line
  real(16) :: q
  real(10) :: x
  q = tiny(0.0_16) / 8
  x = 1 / 3.0_10
  open (60, file='lwoc.dat', status='replace', decimal='comma', recl=20)
  write (60, *, iostat=ios, iomsg=msg) q
  print '(a,i5,1x,a)', 'q', ios, trim(msg)
  write (60, *, iostat=ios, iomsg=msg) x
  print '(a,i5,1x,a)', 'x', ios, trim(msg)
  write (60, *, iostat=ios, iomsg=msg) -x * 1000
  print '(a,i5,1x,a)', 'y', ios, trim(msg)
  close (60)
  open (60, file='lwoc.dat')
  do
    read (60, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (60, status='delete')
end program
! CHECK:q 1002 Attempt to write 32 bytes to position 3 in a fixed-size record of 20 bytes
! CHECK-NEXT:x 1002 Attempt to write 20 bytes to position 2 in a fixed-size record of 20 bytes
! CHECK-NEXT:y 1002 Attempt to write 17 bytes to position 6 in a fixed-size record of 20 bytes
! CHECK-NEXT:[ 4,]
! CHECK-NEXT:[ ,]
! CHECK-NEXT:[ -333,]
