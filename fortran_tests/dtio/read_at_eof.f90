! A formatted READ that starts at the end of the file, first item with
! defined input: libgfortran calls the procedure, whose child READ reads
! past the endfile record (5008); a DT edit for an intrinsic item or an
! I edit for a derived item is the format error.
! RUN: %fdiff %s
module m3
  type t
    integer :: k = 0
  contains
    procedure :: rt
    generic :: read(formatted) => rt
  end type
contains
  subroutine rt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    print *, 'called ', iotype
    read (unit, '(i3)', iostat=iostat, iomsg=iomsg) dtv%k
  end subroutine
end module
program p
  use m3
  type(t) :: x
  integer :: ios
  character(80) :: msg
  open (10, status='scratch')
  read (10, '(dt)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  rewind (10)
  read (10, *, iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  rewind (10)
  read (10, '(i3)', iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
end program
