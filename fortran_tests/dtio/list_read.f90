! List-directed READ of items with defined input (iotype LISTDIRECTED):
! the procedure reads from where the value starts, with list-directed or
! formatted child statements; values before and after it; a procedure
! that writes to another unit while its parent reads (an ordinary
! statement, not a child).
! RUN: %fdiff %s
module pairs
  implicit none
  type pair
    integer :: a = 0, b = 0
  contains
    procedure :: rpair
    generic :: read(formatted) => rpair
  end type
contains
  subroutine rpair(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pair), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    if (iotype == 'LISTDIRECTED') then
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
    else
      read(unit, '(i2,1x,i2)', iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
    end if
    write(0, '(a,1x,a,2i4,i6)') 'rpair', iotype, dtv%a, dtv%b, iostat
  end subroutine
end module

program list_read
  use pairs
  implicit none
  type(pair) :: p, q(2)
  integer :: i, j, ios
  character(40) :: s
  open(10, status='scratch')
  write(10, '(a)') '1 2 3 4', '5, 6', 'x y'
  rewind(10)
  read(10, *) i, p, j
  print *, i, p%a, p%b, j
  read(10, *) p
  print *, p%a, p%b
  read(10, *, iostat=ios) p
  print *, ios, p%a, p%b
  s = '12 34, 56'
  read(s, *) p, i
  print *, p%a, p%b, i
  s = '  3 44 9'
  read(s, '(dt,i2)') p, i
  print *, p%a, p%b, i
end program
