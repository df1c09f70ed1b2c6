! SPDX-License-Identifier: MIT
! The namelist group that flang_check_namelist_view.cpp reads: flang 19
! builds its table; the objects are bound to C names so that the check
! knows their addresses.
module flang_namelist_probe
  use iso_c_binding, only: c_int, c_double
  implicit none
  integer(c_int), bind(c, name='probe_count') :: count = 7
  real(c_double), bind(c, name='probe_grid') :: grid(2, 3) = 0
  character(len=5) :: label = 'probe'
  namelist /probe_group/ count, grid, label
contains
  subroutine probe_write() bind(c, name='probe_write')
    write (*, nml=probe_group)
  end subroutine probe_write
  ! A group of dummy arguments: its descriptors are made at run time.
  subroutine probe_dummies(n, v) bind(c, name='probe_dummies')
    integer(c_int), intent(in) :: n
    integer(c_int), intent(inout) :: v(n)
    namelist /dummies/ v
    write (*, nml=dummies)
  end subroutine probe_dummies
end module flang_namelist_probe
