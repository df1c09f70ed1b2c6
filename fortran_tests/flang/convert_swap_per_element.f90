! flang front door (issue 18): where CONVERT= swaps bytes, flang 19's
! runtime transfers an array element by element, so a READ or WRITE that
! runs past its record fails at the first element that does not fit,
! after storing the ones before it, and its text names that element's
! bytes; without swapping the whole array fails at once (progen --flang
! --variants seed 2277).
! RUN: %flangdiff --fflags=-fconvert=swap %s | %fcheck %s
program convert_swap_per_element
  implicit none
  integer :: ios
  character(len=100) :: msg
  complex(4) :: c(4)
  real(4) :: r(4)
  integer(2) :: i2(4)
  character(len=3) :: ch(2)
  write(50) 1.0
  rewind(50)
  c = 0
  read(50, iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  rewind(50)
  r = 0
  read(50, iostat=ios, iomsg=msg) r
  print '(i0,1x,a,4f4.1)', ios, trim(msg), r
  rewind(50)
  read(50, iostat=ios, iomsg=msg) i2, i2
  print '(i0,1x,a)', ios, trim(msg)
  rewind(50)
  ch = '###'
  read(50, iostat=ios, iomsg=msg) ch
  print '(i0,1x,a,1x,z6,1x,a)', ios, trim(msg), ch(1), ch(2)
  r = [1.0, 2.0, 3.0, 4.0]
  open(60, file='d.dat', access='direct', recl=10, form='unformatted')
  write(60, rec=1, iostat=ios, iomsg=msg) r
  print '(i0,1x,a)', ios, trim(msg)
  r = 0
  read(60, rec=1, iostat=ios, iomsg=msg) r
  print '(i0,1x,a,4f4.1)', ios, trim(msg), r
end program convert_swap_per_element
! CHECK:1003 Attempt to read 8 bytes at position 4 in a record of 8 bytes
! CHECK-NEXT:1003 Attempt to read 4 bytes at position 8 in a record of 8 bytes 1.0 0.0 0.0 0.0
! CHECK-NEXT:1003 Attempt to read 2 bytes at position 8 in a record of 8 bytes
! CHECK-NEXT:1003 Attempt to read 3 bytes at position 7 in a record of 8 bytes   803F ###
! CHECK-NEXT:1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:1003 Attempt to read 4 bytes at position 8 in a record of 10 bytes 1.0 2.0 0.0 0.0
