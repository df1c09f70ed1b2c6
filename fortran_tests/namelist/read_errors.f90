! Namelist READ errors: IOSTAT and IOMSG for each bad input, read from
! an internal file (one record per case).
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_errors
  implicit none
  type t
    integer :: k
    real :: r(2)
  end type
  integer :: i, ia(3), m(2,2), ios
  character(6) :: c
  real :: x
  type(t) :: tt, ta(2)
  character(100) :: msg
  character(60) :: cases(30)
  integer :: n
  namelist /g/ i, ia, m, c, x, tt, ta
  cases = ''
  cases(1) = '&g bogus=1 /'
  cases(2) = '&g ia(4)=1 /'
  cases(3) = '&g ia(0:2)=1 /'
  cases(4) = '&g ia(1=1 /'
  cases(5) = '&g ia(x)=1 /'
  cases(6) = '&g ia()=1 /'
  cases(7) = '&g ia(1,2)=1 /'
  cases(8) = '&g m(1)=1 /'
  cases(9) = '&g ia(3:1)=1 /'
  cases(10) = '&g ia(1:3:0)=1 /'
  cases(11) = '&g ia(1::)=1 /'
  cases(12) = '&g i 5 /'
  cases(13) = '&g i(1)=5 /'
  cases(14) = '&g i%k=5 /'
  cases(15) = '&g c(2)="x" /'
  cases(16) = '&g c(0:2)="x" /'
  cases(17) = '&g c(1:2:1)="x" /'
  cases(18) = '&g c(2:x)="x" /'
  cases(19) = '&g ta(:)%r(:)=1 /'
  cases(20) = '&g i=3*1 /'
  cases(21) = '&g ia=1,2,3,4 /'
  cases(22) = '&g i=1 &foo'
  cases(23) = '&g =1 /'
  cases(24) = '&g i=1 x=abc /'
  cases(25) = '&g i=1 ia=1 2 q=5 /'
  cases(26) = '&g i=99999999999 /'
  cases(27) = '&g c="abc"x /'
  cases(28) = '&g i=0*1 /'
  cases(29) = '&g ia(1'
  cases(30) = '&g i='
  do n = 1, size(cases)
    i = -1; ia = -1; m = -1; c = '-'; x = -1; tt = t(-1, -1.); ta = tt
    msg = 'none'
    read (cases(n), nml=g, iostat=ios, iomsg=msg)
    print '(i3,1x,i5,1x,a)', n, ios, trim(msg)
    print '(4x,5i4,1x,a,f6.1)', i, ia, m(1,1), c, x
  end do
end program read_errors
! CHECK:  1  5010 Cannot match namelist object name bogus
! CHECK:  7  5010 Bad number of index fields for namelist variable ia
! CHECK: 11  5010 Bad index triplet for namelist variable ia
! CHECK: 14  5010 Attempt to get derived component for i
! CHECK: 15  5010 Missing colon in substring qualifier for namelist variable c
! CHECK: 19  5010 Multiple sub-objects with non-zero rank in namelist object ta%r
! CHECK: 22  5010 namelist not terminated with / or &end
! CHECK: 23  5010 namelist read: misplaced = sign
! CHECK: 25  5010 Bad data for namelist object ia
! CHECK: 29    -1 End of file
! CHECK: 30     0 none
