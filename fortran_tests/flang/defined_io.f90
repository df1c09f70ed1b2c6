! flang front door: derived types with type-bound defined I/O procedures
! (formatted and unformatted, READ and WRITE), called as flang 19's
! runtime calls them: list-directed (iotype LISTDIRECTED, no separator
! around the item), the DT edit with its iotype and v-list, arrays and
! array sections element by element, external and internal files; the
! procedure's child statements on the unit it receives continue the
! parent's record.  A procedure's nonzero IOSTAT ends the parent
! statement with that condition (its IOMSG the procedure's), the record
! finished; an intrinsic edit for the item transfers its components.
! RUN: %flangdiff %s | %fcheck %s
module defined_io_m
  implicit none
  type :: pt
    integer :: x = 0, y = 0
  contains
    procedure :: wf
    procedure :: rf
    procedure :: wu
    procedure :: ru
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
    generic :: write(unformatted) => wu
    generic :: read(unformatted) => ru
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    character(20) :: fmt
    if (dtv%x < 0) then
      iostat = 5001
      iomsg = 'negative x'
      return
    end if
    if (size(v_list) > 0) then
      write (fmt, '(a,i0,a)') '(i', v_list(1), ')'
      write (unit, fmt, iostat=iostat, iomsg=iomsg) dtv%x
    else
      write (unit, '(a,i0,a,i0,a)', iostat=iostat, iomsg=iomsg) '[', dtv%x, ':', dtv%y, ']'
    end if
  end subroutine
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    if (iotype == 'LISTDIRECTED') then
      read (unit, *, iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
    else
      read (unit, '(2i3)', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
    end if
  end subroutine
  subroutine wu(dtv, unit, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, iostat=iostat, iomsg=iomsg) dtv%y, dtv%x
  end subroutine
  subroutine ru(dtv, unit, iostat, iomsg)
    class(pt), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, iostat=iostat, iomsg=iomsg) dtv%y, dtv%x
  end subroutine
end module defined_io_m
program defined_io
  use defined_io_m
  implicit none
  type(pt) :: p, a(3), b(3)
  integer :: ios, u, k
  character(100) :: msg
  character(40) :: buf
  a = [pt(1,2), pt(3,4), pt(5,6)]
  write (*, '(3dt(4))') a
  write (*, '(dt, i3)') a(1), 7
  write (*, '(i3, i3)') a(3)
  open (newunit=u, file='f.txt', status='replace')
  write (u, *) a
  write (u, '(3(dt))') a
  write (u, *) 'x', a(2), 'y'
  write (u, '(a)') ' 7 8 9, 10 11 12', '  1  2'
  rewind (u)
  read (u, '(/,/)')
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) b
  print *, b%x, b%y, ios, '[', trim(msg), ']'
  rewind (u)
  read (u, '(/,/)')
  read (u, *) b(1:2)
  print *, b%x, b%y
  read (u, '(dt)') p
  print *, p%x, p%y
  close (u, status='delete')
  buf = ' 11 22 33 44'
  read (buf, *) b(1:2)
  print *, b(1:2)%x, b(1:2)%y
  read (buf, '(dt)') p
  print *, p%x, p%y
  open (newunit=u, file='f.bin', form='unformatted', status='replace')
  write (u) a, 99
  rewind (u)
  read (u) b, k
  print *, b%x, b%y, k
  read (u, iostat=ios, iomsg=msg) b
  print *, 'eof', ios, trim(msg)
  close (u, status='delete')
  p = pt(-1, 0)
  msg = ''
  msg = ''
  write (*, *, iostat=ios, iomsg=msg) a(1), p, a(2)
  print *, 'child err', ios, '[', trim(msg), ']', len_trim(msg)
  buf = ' 1 x'
  read (buf, *, iostat=ios, iomsg=msg) p
  print *, 'child read err', ios, trim(msg)
  read (buf, '(dt)', iostat=ios, iomsg=msg) p
  print *, 'child read err2', ios, trim(msg)
end program defined_io
! CHECK:   1   3   5
! CHECK-NEXT:[1:2]  7
! CHECK-NEXT:  5  6
! CHECK-NEXT: 7 9 11 8 10 12 0 []
! CHECK-NEXT: 7 9 11 8 10 12
! CHECK-NEXT: 1 2
! CHECK-NEXT: 11 33 22 44
! CHECK-NEXT: 11 22
! CHECK-NEXT: 1 3 5 2 4 6 99
! CHECK-NEXT: eof -1 End of file during input
! CHECK-NEXT:[1:2]
! CHECK-NEXT: child err 5001 [negative x] 10
! CHECK-NEXT: child read err 1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT: child read err2 1001 Bad character 'x' in INTEGER input field
