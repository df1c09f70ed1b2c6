! Formatted READ of an internal array file: an L field (or G on a LOGICAL
! item) that finds its record used up is empty, and libgfortran's read_l
! then skips blanks without counting them against it: it reads on through
! the elements that follow in the array's storage (those of a section
! with a stride too), a '.' and T or F there give the value, another
! char a bad value.  (Past the last element libgfortran reads memory of
! other variables: not tested, README: deliberate differences.)
! RUN: %fdiff %s | %fcheck %s
program read_l_run_on
  implicit none
  logical :: l(2)
  integer :: ios
  character(len=80) :: msg
  character(len=4) :: a(2), b(3)
  a(1) = 'abcd'; a(2) = 'T   '
  call one(a, '(a4,L2)')
  a(2) = '  .f'
  call one(a, '(a4,G3.1)')
  a(2) = ' x T'
  call one(a, '(a4,L2)')
  a(1) = 'ab  '; a(2) = 'T   '
  call one(a, '(a2,L2,L1)')
  b = ['xy  ', '  F ', 'zz  ']
  l = .true.; msg = ''
  read (b(1:3:2), '(a4,L2)', iostat=ios, iomsg=msg) msg(1:4), l(1)
  print '(i0,1x,a,1x,2l1)', ios, trim(msg), l
contains
  subroutine one(f, fmt)
    character(len=4), intent(in) :: f(:)
    character(len=*), intent(in) :: fmt
    l = .false.; msg = ''
    read (f, fmt, iostat=ios, iomsg=msg) msg(1:4), l(1)
    print '(i0,1x,a,1x,2l1)', ios, trim(msg), l
  end subroutine
end program
! CHECK:0 abcd TF
! CHECK-NEXT:0 abcd FF
! CHECK-NEXT:5010 Bad value on logical read FF
! CHECK-NEXT:5010 Bad value on logical read FF
! CHECK-NEXT:0 xy FT
