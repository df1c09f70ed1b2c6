! INQUIRE(FILE=) of a file connected to several units (allowed since
! Fortran 2018) names the unit libgfortran's unit tree meets first; that
! tree is a treap keyed by unit number with pseudo-random priorities drawn
! once per unit created, so the answer depends on the order of OPENs and
! CLOSEs, which this test varies.
! RUN: %fdiff %s | %fcheck %s
program shared_file
  implicit none
  integer :: i, u(6)
  open (10, file='a.txt', status='replace')
  open (11, file='a.txt')
  open (12, file='a.txt')
  call show('10-12')
  open (newunit=u(1), file='a.txt')
  call show('+newunit')
  close (10); close (11); close (12)
  call show('newunit only')
  do i = 20, 40
    open (i, file='a.txt')
  end do
  call show('20-40')
  close (25)
  call show('-25')
  close (u(1))
  call show('-newunit')
  do i = 1, 6
    open (newunit=u(i), file='b.txt')
  end do
  do i = 41, 60, 3
    open (i, file='b.txt')
  end do
  call show2('b')
  do i = 1, 6, 2
    close (u(i))
  end do
  call show2('b less')
  open (7, file='b.txt')
  call show2('b+7')
contains
  subroutine show(what)
    character(len=*), intent(in) :: what
    integer :: n
    inquire (file='a.txt', number=n)
    print *, what, n
  end subroutine show
  subroutine show2(what)
    character(len=*), intent(in) :: what
    integer :: n
    inquire (file='b.txt', number=n)
    print *, what, n
  end subroutine show2
end program shared_file
! CHECK: 10-12          12
! CHECK-NEXT: +newunit         -10
! CHECK-NEXT: newunit only         -10
! CHECK-NEXT: 20-40         -10
! CHECK-NEXT: -25         -10
! CHECK-NEXT: -newunit          35
! CHECK-NEXT: b         -10
! CHECK-NEXT: b less         -11
! CHECK-NEXT: b+7         -11
