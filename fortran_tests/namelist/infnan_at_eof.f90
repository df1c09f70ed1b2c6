! Namelist READ of a REAL object whose value is an Inf or NaN spelling
! that the end of the file follows: libgfortran looks past it for an '='
! (the spelling could be an object's name), meets the end of the file and
! reports END without storing the value; a number there, a NaN inside a
! COMPLEX and list-directed READ store it.  All real kinds.
! RUN: %fdiff %s | %fcheck %s
program infnan_at_eof
  implicit none
  character(len=20), parameter :: inputs(10) = [character(len=20) :: &
      '&g x=1.5', '&g x=NaN', '&g x=Inf', '&g x=Infinity', '&g d=-inf', &
      '&g d=nan()', '&g q=NaN  ', '&g z=(nan,1)', '&g x=+NaN', '&g q=.5']
  integer :: k
  do k = 1, size(inputs)
    call one(inputs(k))
  end do
contains
  subroutine one(text)
    character(len=*), intent(in) :: text
    integer :: u, ios
    real :: x
    real(8) :: d
    real(10) :: q
    complex :: z
    namelist /g/ x, d, q, z
    open (newunit=u, file='n.txt', status='replace')
    write (u, '(a)', advance='no') text
    close (u)
    open (newunit=u, file='n.txt', status='old')
    x = -1; d = -1; q = -1; z = (-1, -1)
    read (u, nml=g, iostat=ios)
    print '(a20,i3,4(1x,g0.4))', text, ios, x, d, real(q, 8), real(z)
    rewind (u)
    read (u, '(5x)', advance='no')
    x = -1
    if (text(4:4) == 'x') then
      read (u, *, iostat=ios) x
      print '(20x,i3,1x,g0.4)', ios, x
    end if
    close (u, status='delete')
  end subroutine one
end program infnan_at_eof
! CHECK:&g x=1.5             -1 1.500 -1.000 -1.000 -1.000
! CHECK:                      0 1.500
! CHECK:&g x=NaN             -1 -1.000 -1.000 -1.000 -1.000
! CHECK:                      0 NaN
! CHECK:&g x=Inf             -1 -1.000 -1.000 -1.000 -1.000
! CHECK:                      0 Inf
! CHECK:&g x=Infinity        -1 -1.000 -1.000 -1.000 -1.000
! CHECK:                      0 Inf
! CHECK:&g d=-inf            -1 -1.000 -1.000 -1.000 -1.000
! CHECK:&g d=nan()           -1 -1.000 -1.000 -1.000 -1.000
! CHECK:&g q=NaN             -1 -1.000 -1.000 -1.000 -1.000
! CHECK:&g z=(nan,1)         -1 -1.000 -1.000 -1.000 NaN
! CHECK:&g x=+NaN            -1 -1.000 -1.000 -1.000 -1.000
! CHECK:                      0 NaN
! CHECK:&g q=.5              -1 -1.000 -1.000 0.5000 -1.000
