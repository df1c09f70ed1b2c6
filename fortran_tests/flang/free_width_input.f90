! flang front door: input data edits without a width, as flang 19's
! runtime reads them: the field runs on in the record until its
! characters end it.  I (and G of an INTEGER) skips blanks and ends
! through a comma; B, O, Z likewise, leaving the comma; a REAL edit ends
! through the blank after its number (under BZ blanks are zeros) or
! before a comma or '/'; L takes an optional '.' and its letter.
! RUN: %flangdiff %s | %fcheck %s
program free_width_input
  implicit none
  character(40) :: buf, msg
  integer :: i, j, ios
  real :: r
  logical :: l
  call try('r', ' 1.5 23', '(F,I3)')
  call try('r', ' 1 5 23', '(F,I3)')
  call try('r', ' 1.5,23', '(F,I3)')
  call try('r', ' 1.5e1 3', '(E,I3)')
  call try('r', '1.5/ 23', '(F,I3)')
  call try('r', ' 1.5 23', '(BZ,F,I3)')
  call try('r', '  ', '(F,I3)')
  call try('r', ' 2.5 4', '(G,I2)')
  call try('r', ' 2.5 4', '(D,I2)')
  call try('r', ' 2.5 4', '(EN,I2)')
  call try('r', ' 2.5 4', '(ES,I2)')
  call try('i', '  0000000789 55', '(I,I3)')
  call try('i', ' 12, 34', '(I,I3)')
  call try('i', ' 12/34', '(I,I3)')
  call try('i', ' 1a', '(I,I3)')
  call try('i', ' 7 2', '(G,I3)')
  call try('i', ' ff 1', '(Z,I3)')
  call try('i', ' f,f', '(Z,I3)')
  call try('i', ' 101 1', '(B,I3)')
  call try('i', ' 17 1', '(O,I3)')
  call try('l', ' T 23', '(L,I3)')
  call try('l', ' .TRUE. 23', '(L,I3)')
  call try('l', ' F,23', '(L,I3)')
  call try('l', '  t23', '(G,I3)')
contains
  ! Reads the first item (of type t: 'r', 'i' or 'l') and i from s.
  subroutine try(t, s, f)
    character :: t
    character(*) :: s, f
    buf = s; r = -1; j = -1; l = .false.; i = -1; msg = ''
    select case (t)
    case ('r')
      read (buf, f, iostat=ios, iomsg=msg) r, i
    case ('i')
      read (buf, f, iostat=ios, iomsg=msg) j, i
    case default
      read (buf, f, iostat=ios, iomsg=msg) l, i
    end select
    write (*, '(a,"|",a,"|",i5)', advance='no') s, f, ios
    select case (t)
    case ('r')
      write (*, '(g14.6)', advance='no') r
    case ('i')
      write (*, '(i14)', advance='no') j
    case default
      write (*, '(l3)', advance='no') l
    end select
    print '(i6,1x,a)', i, trim(msg)
  end subroutine
end program free_width_input
! CHECK: 1.5 23|(F,I3)|    0   1.50000        23{{ +}}
! CHECK-NEXT: 1 5 23|(F,I3)|    0   1.00000        52{{ +}}
! CHECK-NEXT: 1.5,23|(F,I3)|    0   1.50000         0{{ +}}
! CHECK-NEXT: 1.5e1 3|(E,I3)|    0   15.0000         3{{ +}}
! CHECK-NEXT:1.5/ 23|(F,I3)| 1001   1.50000        -1 Bad character '/' in INTEGER input field
! CHECK-NEXT: 1.5 23|(BZ,F,I3)|    0   1.50230         0{{ +}}
! CHECK-NEXT:  |(F,I3)|    0   0.00000         0{{ +}}
! CHECK-NEXT: 2.5 4|(G,I2)|    0   2.50000         4{{ +}}
! CHECK-NEXT: 2.5 4|(D,I2)|    0   2.50000         4{{ +}}
! CHECK-NEXT: 2.5 4|(EN,I2)|    0   2.50000         4{{ +}}
! CHECK-NEXT: 2.5 4|(ES,I2)|    0   2.50000         4{{ +}}
! CHECK-NEXT:  0000000789 55|(I,I3)|    0         78955     0{{ +}}
! CHECK-NEXT: 12, 34|(I,I3)|    0            12    34{{ +}}
! CHECK-NEXT: 12/34|(I,I3)| 1001            -1    -1 Bad character '/' in INTEGER input field
! CHECK-NEXT: 1a|(I,I3)| 1001            -1    -1 Bad character 'a' in INTEGER input field
! CHECK-NEXT: 7 2|(G,I3)|    0            72     0{{ +}}
! CHECK-NEXT: ff 1|(Z,I3)|    0          4081     0{{ +}}
! CHECK-NEXT: f,f|(Z,I3)|    0            15     0{{ +}}
! CHECK-NEXT: 101 1|(B,I3)|    0            11     0{{ +}}
! CHECK-NEXT: 17 1|(O,I3)|    0           121     0{{ +}}
! CHECK-NEXT: T 23|(L,I3)|    0  T    23{{ +}}
! CHECK-NEXT: .TRUE. 23|(L,I3)| 1001  T    -1 Bad character 'R' in INTEGER input field
! CHECK-NEXT: F,23|(L,I3)|    0  F     0{{ +}}
! CHECK-NEXT:  t23|(G,I3)|    0  T    23{{ +}}
