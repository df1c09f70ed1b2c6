! A list-directed child WRITE under a formatted parent (DT edit) takes the
! unit's DELIM=, DECIMAL= and SIGN= modes, including those the parent
! statement set with its specifiers; a formatted parent computes no list
! options of its own, so the child must derive them.
! RUN: %fdiff --show-file=out.txt %s
module labels
  implicit none
  type label
    character(5) :: text = 'it''s'
    real :: value = 2.5
  contains
    procedure :: wlabel
    generic :: write(formatted) => wlabel
  end type
contains
  subroutine wlabel(dtv, unit, iotype, v_list, iostat, iomsg)
    class(label), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, *, iostat=iostat, iomsg=iomsg) dtv%text, dtv%value, iotype
  end subroutine
end module

program child_list_modes
  use labels
  implicit none
  type(label) :: x
  integer :: u
  open(newunit=u, file='out.txt', status='replace', delim='quote')
  write(u, '(a,dt,a)') '[', x, ']'
  write(u, '(a,dt,a)', decimal='comma', sign='plus') '[', x, ']'
  close(u)
  open(newunit=u, file='out.txt', position='append', delim='apostrophe')
  write(u, '(a,dt,a)') '[', x, ']'
  write(u, *) x
  write(u, *, delim='none') x
  close(u)
end program
