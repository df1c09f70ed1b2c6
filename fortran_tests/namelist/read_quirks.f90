! Namelist READ corner cases where libgfortran's reader has surprising
! results, reproduced: a null logical value given by a comment leaves the
! '!' in its line buffer (a name read there later starts a comment); an
! error inside a value does not stop the reading; a bad part of a complex
! value is skipped; a repeat count left over from a component.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_quirks
  implicit none
  type t
    integer :: k
    logical :: l
  end type
  logical :: la(3)
  integer :: i, ia(3)
  real :: x(2)
  complex :: z
  type(t) :: ta(2)
  namelist /g/ la, i, ia, x, z, ta
  call try('&g la = ! c' // achar(10) // 'i=1 /')
  call try('&g la = ! c' // achar(10) // 'ta%k=1 /')
  call try('&g i=99999999999 ia=1 2 3 /')
  call try('&g z=(,) i=4 /')
  call try('&g z=(x,2) i=4 /')
  call try('&g ta(1:2)%l= 2*(1,1) i=5 /')
  call try('&g x=inf !c' // achar(10) // ' (1,2) /')
  call try('&g la=t,f, true=1 /')
contains
  subroutine try(text)
    character(*), intent(in) :: text
    integer :: ios
    character(80) :: msg
    open (10, file='in.txt', status='replace')
    write (10, '(a)') text
    rewind (10)
    la = .false.; i = -1; ia = -1; x = -1; z = (-1, -1); ta = t(-1, .false.)
    msg = ''
    read (10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(3l2,4i4,2f6.1,2f6.1,2i4,2l2)', la, i, ia, x, z, ta%k, ta%l
    close (10, status='delete')
  end subroutine try
end program read_quirks
! CHECK:0 
! CHECK-NEXT: F F F   1  -1  -1  -1  -1.0  -1.0  -1.0  -1.0  -1  -1 F F
! CHECK-NEXT:-1 End of file
! CHECK:5010 Integer overflow while reading item 1
! CHECK-NEXT: F F F  -1   1   2   3  -1.0  -1.0  -1.0  -1.0  -1  -1 F F
! CHECK-NEXT:0 
! CHECK-NEXT: F F F   4  -1  -1  -1  -1.0  -1.0  -1.0  -1.0  -1  -1 F F
! CHECK-NEXT:5010 Cannot match namelist object name x2)
! CHECK:5010 Bad data for namelist object ta
! CHECK:5010 Bad data for namelist object x
! CHECK:5010 Bad data for namelist object la
! CHECK-NEXT: T F F  -1  -1  -1  -1  -1.0  -1.0  -1.0  -1.0  -1  -1 F F
