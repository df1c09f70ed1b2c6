! flang front door: in list-directed input a null imaginary part of a
! parenthesized pair, "(1,,", is no part for an item that is no REAL to
! refuse, as flang 19's runtime reads it: the CHARACTER item keeps its
! value and the next item reads on.  ftnio refused it (IOSTAT 1005,
! "Data edit descriptor 'z' may not be used with a CHARACTER data item")
! (progen --flang seed 1529).
! RUN: %flangdiff %s | %fcheck %s
program list_pair_null_imaginary_flang
  implicit none
  character(3) :: c(3)
  real :: r
  integer :: ios
  character(80) :: msg
  character(20) :: line(2)
  line(1) = '(1,,ab ,'
  line(2) = '"cd" (2, x'
  c = 'old'
  msg = ''
  read (line, *, iostat=ios, iomsg=msg) r, c
  print '(i0,1x,a,1x,f4.1,3(1x,a))', ios, trim(msg), r, c
end program list_pair_null_imaginary_flang
! CHECK:0   1.0 old ab  cd 
