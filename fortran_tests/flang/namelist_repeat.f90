! flang front door: namelist input whose repeat count exceeds what the
! object has left (x = 5*1.0 for three elements, a scalar, a section):
! flang drops the surplus without an error and reads the next name; a
! value beyond the object (x = 1 2 3 4) is flang's "not terminated" error.
! Every type, internal and external files.  (flang stores past the array
! when the object is one element and more values follow: x(2) = 3*1.0
! for x(3) writes the next variable too; that overrun is not emulated
! and not tested.)
! RUN: %flangdiff %s | %fcheck %s
program namelist_repeat
  implicit none
  real :: x(3), y
  integer :: k(2)
  logical :: l(2)
  character(3) :: c(2)
  complex :: z(2)
  real(2) :: h(2)
  integer :: ios, u
  character(100) :: msg
  namelist /g/ x, y, k, l, c, z, h
  call try('&g x = 5*1.0 /')
  call try('&g x = 4*1.0, y = 2 /')
  call try('&g x = 1.0, 3*2.0 /')
  call try('&g x(2:3) = 3*1.0 y = 4 /')
  call try('&g k = 3*7 l = 3*T /')
  call try('&g c = 3*''ab'' y = 1 /')
  call try('&g z = 3*(1,2) /')
  call try('&g x = 5* y = 6 /')
  call try('&g y = 2*4.0 k = 1 /')
  call try('&g h = 9*0.5 /')
  call try('&g x = 1 2 3 4 /')
  call try('&g k = 1, 2, 3 /')
  open (newunit=u, file='g.nml')
  write (u, '(a)') '&g x = 7*2.5', ' y = 1', '/', '&g k = 9*3,', 'y=2 /'
  rewind (u)
  call reset()
  read (u, nml=g, iostat=ios, iomsg=msg)
  call show('external 1', ios)
  read (u, nml=g, iostat=ios, iomsg=msg)
  call show('external 2', ios)
  close (u, status='delete')
contains
  subroutine reset()
    x = -1; y = -1; k = -1; l = .false.; c = '-'; z = (-1, -1); h = -1
    msg = ''
  end subroutine
  subroutine try(line)
    character(*), intent(in) :: line
    character(60) :: text
    call reset()
    text = line
    read (text, nml=g, iostat=ios, iomsg=msg)
    call show(line, ios)
  end subroutine
  subroutine show(what, ios)
    character(*), intent(in) :: what
    integer, intent(in) :: ios
    print '(A,1x,I0,1x,A)', what, ios, trim(msg)
    print '(3F5.1,F5.1,2I3,2L2,2(1x,A),4F5.1,2F5.1)', x, y, k, l, c, z, h
  end subroutine
end program namelist_repeat
! CHECK:&g x = 5*1.0 / 0{{ +}}
! CHECK-NEXT:  1.0  1.0  1.0 -1.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g x = 4*1.0, y = 2 / 0{{ +}}
! CHECK-NEXT:  1.0  1.0  1.0  2.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g x = 1.0, 3*2.0 / 0{{ +}}
! CHECK-NEXT:  1.0  2.0  2.0 -1.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g x(2:3) = 3*1.0 y = 4 / 0{{ +}}
! CHECK-NEXT: -1.0  1.0  1.0  4.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g k = 3*7 l = 3*T / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0 -1.0  7  7 T T -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g c = 3*'ab' y = 1 / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0  1.0 -1 -1 F F ab  ab  -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g z = 3*(1,2) / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0 -1.0 -1 -1 F F -   -    1.0  2.0  1.0  2.0 -1.0 -1.0
! CHECK-NEXT:&g x = 5* y = 6 / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0  6.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g y = 2*4.0 k = 1 / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0  4.0  1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g h = 9*0.5 / 0{{ +}}
! CHECK-NEXT: -1.0 -1.0 -1.0 -1.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0  0.5  0.5
! CHECK-NEXT:&g x = 1 2 3 4 / 1001 NAMELIST input group 'g' was not terminated at '4'
! CHECK-NEXT:  1.0  2.0  3.0 -1.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:&g k = 1, 2, 3 / 1001 NAMELIST input group 'g' was not terminated at '3'
! CHECK-NEXT: -1.0 -1.0 -1.0 -1.0  1  2 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:external 1 0{{ +}}
! CHECK-NEXT:  2.5  2.5  2.5  1.0 -1 -1 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:external 2 0{{ +}}
! CHECK-NEXT:  2.5  2.5  2.5  2.0  3  3 F F -   -   -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NOT:{{.}}
