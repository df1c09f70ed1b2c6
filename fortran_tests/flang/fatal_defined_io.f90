! flang front door: a defined output procedure that returns a nonzero
! IOSTAT, in a statement without IOSTAT= or ERR=, ends the program with
! flang's message: its IOMSG's 100 characters, trailing blanks included.
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
module fatal_defined_io_m
  implicit none
  type :: pt
    integer :: x = 0
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    iostat = 0
    if (dtv%x < 0) then
      iostat = 4242
      iomsg = 'x may not be negative'
    else
      write (unit, '(a,i0,a)') '<', dtv%x, '>'
    end if
  end subroutine
end module
program fatal_defined_io
  use fatal_defined_io_m
  implicit none
  type(pt) :: p(2)
  p(1)%x = 1
  p(2)%x = -1
  print *, 'before'
  print *, p
  print *, 'not reached'
end program fatal_defined_io
! CHECK:fatal Fortran runtime error({{.*}}fatal_defined_io.f90:37): x may not be negative{{ +}}
