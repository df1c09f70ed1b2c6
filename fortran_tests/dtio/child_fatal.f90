! An error in a child statement without IOSTAT= ends the program with
! libgfortran's message and exit code 2.
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
module failing
  implicit none
  type t
    integer :: mode = 0
  contains
    procedure :: wt
    generic :: write(formatted) => wt
  end type
contains
  subroutine wt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(i3)') 'abc'
  end subroutine
end module

program child_fatal
  use failing
  implicit none
  type(t) :: x
  print *, 'before'
  write(*, '(dt)') x
  print *, 'not reached'
end program
