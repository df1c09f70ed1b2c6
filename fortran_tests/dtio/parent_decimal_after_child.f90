! After a child statement of defined output, the parent statement goes on
! with the connection's DECIMAL mode, as libgfortran 12 keeps it in the
! unit: explicit format and list-directed, DECIMAL= on the statement and
! on OPEN.
! RUN: %fdiff %s | %fcheck %s
module m
  type :: t
    integer :: i = 7
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(i2)', iostat=iostat) dtv%i
  end subroutine
end module
program p
  use m
  type(t) :: x
  real :: a = 1.5
  integer :: u
  character(80) :: line
  write(*, '(f6.1,dt,f6.1)', decimal='comma') a, x, a
  write(*, *, decimal='comma') a, x, a
  open(newunit=u, file='o.txt', decimal='comma')
  write(u, '(f6.1,dt,f6.1)', decimal='point') a, x, a
  write(u, *, decimal='point') a, x, a
  close(u)
  open(newunit=u, file='o.txt')
  read(u, '(a)') line
  print *, trim(line)
  read(u, '(a)') line
  print *, trim(line)
  close(u, status='delete')



end program
! CHECK:   1,5 7   1.5
! CHECK:   1,50000000      7   1.50000000    
! CHECK:    1.5 7   1,5
! CHECK:    1.50000000      7   1,50000000
