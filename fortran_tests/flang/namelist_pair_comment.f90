! flang passes a '!' comment where a namelist object's name is due, as
! where a value is: after a pair's real part ("r2=(1, ! note") its comma
! is taken already, and flang reads on past the comment to the next name
! or the group's end.  ftnio reported the group unterminated at the '!'
! (progen --flang seed 600016).
! RUN: %flangdiff %s | %fcheck %s
program namelist_pair_comment
  real(16) :: r2
  real :: r3
  complex :: z
  integer :: ios
  character(len=100) :: msg
  character(len=35) :: in(3)
  namelist /g/ r2, r3, z
  in(1) = '&g'
  in(3) = ' /'
  in(2) = ' r2=(1, ! note, with = and /,'
  call t()
  in(2) = ' r2=1, ! note, with = and /,'
  call t()
  in(2) = ' r2=(1, ! note'
  call t()
  in(2) = ' r2=(1 ! note'
  call t()
  in(2) = ' r2=(1, 2) r3=(4,'
  call t()
  in(2) = ' r2=(1, ! x'
  in(3) = ' 5) r3=2 /'
  call t()
contains
  subroutine t()
    r2 = -1; r3 = -1; z = (-1,-1); msg = ''
    read(in, nml=g, iostat=ios, iomsg=msg)
    print *, ios, real(r2), r3, z, trim(msg)
  end subroutine
end program namelist_pair_comment
! CHECK: 0 1. -1. (-1.,-1.) 
! CHECK-NEXT: 0 1. -1. (-1.,-1.) 
! CHECK-NEXT: 0 1. -1. (-1.,-1.) 
! CHECK-NEXT: 0 1. -1. (-1.,-1.) 
! CHECK-NEXT: 1001 1. -1. (-1.,-1.) NAMELIST input group 'g' was not terminated at '2'
! CHECK-NEXT: 1001 1. -1. (-1.,-1.) NAMELIST input group 'g' was not terminated at '5'
