! SPDX-License-Identifier: MIT
! Hello world for the installation test: list-directed output to units 6 and 0.
program hello
  implicit none
  integer :: i
  print *, 'Hello, world'
  do i = 1, 3
    print *, i, i * 1.5d0, 'line', i == 2
  end do
  write (0, *) 'to stderr', -7
end program hello
