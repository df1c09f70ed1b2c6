! flang front door: a defined output procedure's list-directed WRITE has
! no record after its parent's: where a value needs the next record,
! flang 19's runtime writes nothing more of that child statement, with
! no error (IOSTAT 0); what fitted stays.  ftnio went on in the next
! record, or raised "Internal write overran available records" (1004)
! on an internal file (progen --flang seeds 619, 764, 921).
! RUN: %flangdiff %s | %fcheck %s
module child_list_write_full_m
  implicit none
  type :: t
    integer :: i
    real :: r
    character(10) :: c
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
    write (unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%r, trim(dtv%c)
  end subroutine
end module
program child_list_write_full
  use child_list_write_full_m
  implicit none
  type(t) :: x
  character(8) :: b(2)
  character(40) :: line
  integer :: ios, u, k
  character(100) :: msg
  do k = 1, 5
    select case (k)
    case (1); x = t(123456, 1.5, 'abc')
    case (2); x = t(1, 1.5, 'abcdef')
    case (3); x = t(12, 1.0e20, 'x')
    case (4); x = t(1, 2.0, 'abcdefghij')
    case (5); x = t(0, 0.0, '    ')
    end select
    b = '~'
    msg = ''
    write (b, '(dt)', iostat=ios, iomsg=msg) x
    print '(i0,1x,a,1x,5a)', ios, trim(msg), '[', b(1), '][', b(2), ']'
    b = '~'
    msg = ''
    write (b, '(a,dt)', iostat=ios, iomsg=msg) 'Q', x
    print '(i0,1x,a,1x,5a)', ios, trim(msg), '[', b(1), '][', b(2), ']'
  end do
  open (newunit=u, file='child_list_write_full.dat', status='replace', recl=8)
  msg = ''
  write (u, '(dt)', iostat=ios, iomsg=msg) x
  print '(i0,1x,a)', ios, trim(msg)
  write (u, '(dt)', iostat=ios, iomsg=msg) t(1, 2.0, 'abcdefghij')
  print '(i0,1x,a)', ios, trim(msg)
  close (u)
  open (newunit=u, file='child_list_write_full.dat')
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '{', trim(line), '}'
  end do
  close (u, status='delete')
end program child_list_write_full
! CHECK:0  [ 123456 ][~       ]
! CHECK-NEXT:0  [Q 123456][~       ]
! CHECK-NEXT:0  [ 1 1.5 a][~       ]
! CHECK-NEXT:0  [Q 1 1.5 ][~       ]
! CHECK-NEXT:0  [ 12     ][~       ]
! CHECK-NEXT:0  [Q 12    ][~       ]
! CHECK-NEXT:0  [ 1 2. ab][~       ]
! CHECK-NEXT:0  [Q 1 2. a][~       ]
! CHECK-NEXT:0  [ 0 0.   ][~       ]
! CHECK-NEXT:0  [Q 0 0.  ][~       ]
! CHECK-NEXT:0 
! CHECK-NEXT:0 
! CHECK-NEXT:{ 0 0.}
! CHECK-NEXT:{ 1 2. ab}
