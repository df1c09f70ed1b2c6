! flang front door: a list-directed READ in a defined input procedure
! (a child) ends at the end of its record, as in flang 19's runtime: the
! items left keep their values and there is no END, from a scalar or an
! array internal file and from an external file; libgfortran (and the
! gfortran front door) reads on into the next record, or meets END there.
! RUN: %flangdiff %s | %fcheck %s
module m_child_list_read
  type :: t
    integer :: i = -1
    character(4) :: c = '????'
  contains
    procedure :: rf
    generic :: read(formatted) => rf
  end type
contains
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
  end subroutine
end module
program child_list_read_record
  use m_child_list_read
  type(t) :: y
  character(5) :: buf
  character(5) :: arr(2)
  integer :: ios, u
  character(80) :: msg
  buf = '-12  '
  msg = ''
  read (buf, '(dt)', iostat=ios, iomsg=msg) y
  print *, 'A', ios, y%i, '[', y%c, '] ', trim(msg)
  y = t()
  arr = ['7    ', 'abc  ']
  msg = ''
  read (arr, '(dt)', iostat=ios, iomsg=msg) y
  print *, 'B', ios, y%i, '[', y%c, '] ', trim(msg)
  y = t()
  msg = ''
  read (buf, *, iostat=ios, iomsg=msg) y
  print *, 'C', ios, y%i, '[', y%c, '] ', trim(msg)
  open (newunit=u, file='child_list_read_record.txt', status='replace')
  write (u, '(a)') '5', 'xyz'
  rewind (u)
  y = t()
  msg = ''
  read (u, '(dt)', iostat=ios, iomsg=msg) y
  print *, 'D', ios, y%i, '[', y%c, '] ', trim(msg)
  close (u, status='delete')
end program
! CHECK: A 0 -12 [????] 
! CHECK-NEXT: B 0 7 [????] 
! CHECK-NEXT: C 0 -12 [????] 
! CHECK-NEXT: D 0 5 [????] 
