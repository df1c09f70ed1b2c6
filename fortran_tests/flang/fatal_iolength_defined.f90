! flang front door: INQUIRE(IOLENGTH=) of an item with a defined
! unformatted output procedure is flang's error "Defined unformatted I/O
! without an external unit" (fatal: the statement has no IOSTAT=).
! RUN: %flangdiff --expect-exit=-6 --show=stderr %s | %fcheck %s
module fatal_iolength_defined_m
  implicit none
  type :: pt
    integer :: x = 0
  contains
    procedure :: wu
    generic :: write(unformatted) => wu
  end type
  type :: holder
    type(pt) :: p
  integer :: n
    integer :: k = 1
  end type
contains
  subroutine wu(dtv, unit, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, iostat=iostat, iomsg=iomsg) dtv%x
  end subroutine
end module
program fatal_iolength_defined
  use fatal_iolength_defined_m
  implicit none
  type(pt) :: p
  integer :: n
  inquire (iolength=n) p
  print *, n
end program fatal_iolength_defined
! CHECK:fatal Fortran runtime error({{.*}}fatal_iolength_defined.f90:32): Defined unformatted I/O without an external unit
