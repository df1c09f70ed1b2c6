! flang front door: a defined output procedure's child WRITE that runs
! past its parent's internal file fails with flang's 1004, "Internal
! write overran available records", as the parent WRITE would (the core
! meets the end of the file there).
! RUN: %flangdiff %s | %fcheck %s
module m_child_overrun
  implicit none
  type :: t
    integer :: i = 0
    character(4) :: c = ''
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(i0,/,a)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
  end subroutine
end module

program child_write_overrun
  use m_child_overrun
  implicit none
  type(t) :: x
  character(5) :: buf, arr(2)
  integer :: ios
  character(80) :: msg
  x%i = -12
  x%c = 'ab'
  buf = ''
  msg = ''
  write (buf, '(dt)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  print '(3a)', '[', buf, ']'
  arr = ''
  msg = ''
  write (arr, '(dt)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  print '(5a)', '[', arr(1), '][', arr(2), ']'
  msg = ''
  write (arr, '(dt,/,dt)', iostat=ios, iomsg=msg) x, x
  print '(i0,1x,a)', ios, trim(msg)
end program
! CHECK:1004 Internal write overran available records
! CHECK-NEXT:[-12  ]
! CHECK-NEXT:0 
! CHECK-NEXT:[-12  ][ab   ]
! CHECK-NEXT:1004 Internal write overran available records
