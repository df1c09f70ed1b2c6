! flang front door: A edits of items that are not CHARACTER write the
! item's bytes as characters, as flang 19 does; a LOGICAL item is four
! bytes there (flang edits a scalar LOGICAL output item as a default
! LOGICAL), so A2 of .TRUE. is "\x01\x00" and A5 pads it with one blank.
! RUN: %flangdiff %s | od -An -c | %fcheck %s
program a_edit_items
  implicit none
  integer :: i
  integer(2) :: h
  real :: r
  logical :: l
  logical(1) :: l1
  i = int(z'44434241')
  h = int(z'4241', 2)
  r = transfer(int(z'44434241'), r)
  l = .true.
  l1 = .true.
  write (*, '(a3,"|")') i
  write (*, '(a6,"|")') i
  write (*, '(a,"|")') i
  write (*, '(a1,"|")') h
  write (*, '(a3,"|")') r
  write (*, '(a2,"|")') l
  write (*, '(a5,"|")') l
  write (*, '(a,"|")') .false.
  write (*, '(a3,"|")') l1
  write (*, '(l3,a1,"|")') l, l
end program a_edit_items
! CHECK:   A   B   C   |  \n           A   B   C   D   |  \n   A   B   C
! CHECK-NEXT:   D   |  \n   A   |  \n   A   B   C   |  \n 001  \0   |  \n    
! CHECK-NEXT: 001  \0  \0  \0   |  \n  \0  \0  \0  \0   |  \n 001  \0  \0   |
! CHECK-NEXT:  \n           T 001   |  \n
