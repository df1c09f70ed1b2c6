! A formatted READ of a derived type whose defined-input child reads an A
! field and then list-directed values over the following records up to
! the end of the file: the fields the child took count as taken from the
! record, so the parent's skip to the next record meeting the end of the
! file is no END (gfortran.dg/dtio_4.f90); a child that only reads
! list-directed values took nothing, and there libgfortran reports END
! (IOSTAT -1).
! RUN: %fdiff %s | %fcheck %s
module m
  implicit none
  type :: t
    integer :: a(15) = 0
  contains
    procedure :: rf
    generic :: read(formatted) => rf
  end type t
  logical :: with_field = .true.
contains
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    character(len=6) :: head
    if (with_field) read (unit, '(a6)', iostat=iostat, iomsg=iomsg) head
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%a
  end subroutine rf
end module m
program child_fields_then_list
  use m
  implicit none
  type(t) :: x
  integer :: i, j, ios
  do i = 1, 2
    with_field = i == 1
    open (10, file='c.txt', status='replace')
    if (with_field) write (10, '(a)') ' MORE:'
    write (10, '(5i5)') (j, j = 1, 15)
    rewind (10)
    x%a = 99
    read (10, '(dt)', iostat=ios) x
    print '(i3,15i3)', ios, x%a
    close (10, status='delete')
  end do
end program child_fields_then_list
! CHECK:  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
! CHECK: -1  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
