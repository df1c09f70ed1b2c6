! flang front door: a defined input procedure reading its parent's
! internal file (a scalar CHARACTER variable) sees the whole record, its
! trailing blanks included, and a field the record cuts short has the EOR
! condition (IOSTAT -2) with the padded value stored, as on an external
! file: flang 19's runtime reads a scalar internal file as an array of
! one record.  ftnio trimmed the trailing blanks as libgfortran does (a
! blank record met EOR at once) and read a short field padded without
! EOR (progen --flang seeds 272, 728, 889).
! RUN: %flangdiff %s | %fcheck %s
module child_read_internal_record_m
  implicit none
  type :: t
    integer :: i
    character(4) :: c
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
    if (iotype == 'DTi') then
      read (unit, '(i3,i4)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%i
    else if (iotype == 'DTsplit') then
      read (unit, '(i1)', iostat=iostat, iomsg=iomsg) dtv%i
      if (iostat == 0) read (unit, '(a2)', iostat=iostat, iomsg=iomsg) dtv%c
    else
      read (unit, '(i3,a4)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
    end if
  end subroutine
end module
program child_read_internal_record
  use child_read_internal_record_m
  implicit none
  type(t) :: y
  character(5) :: b
  character(8) :: b8
  character(40) :: blank
  integer :: ios
  character(100) :: msg
  b = '12345'
  call show(b, '(dt)')
  b = '123  '
  call show(b, '(dt)')
  b8 = '12345'
  call show(b8, '(dt)')
  b = '12345'
  call show(b, '(dt"i")')
  blank = ''
  call show(blank, '(dt"split")')
  call show(blank, '(dt)')
  b = '7'
  call show(b, '(dt"split")')
contains
  subroutine show(text, fmt)
    character(*), intent(in) :: text, fmt
    y = t(-1, '????')
    msg = ''
    read (text, fmt, iostat=ios, iomsg=msg) y
    print '(i0,1x,a,1x,i0,1x,3a)', ios, trim(msg), y%i, '[', y%c, ']'
  end subroutine
end program child_read_internal_record
! CHECK:-2 End of record during non-advancing input 123 [45  ]
! CHECK-NEXT:-2 End of record during non-advancing input 123 [    ]
! CHECK-NEXT:0  123 [45  ]
! CHECK-NEXT:-2 End of record during non-advancing input 45 [????]
! CHECK-NEXT:0  0 [    ]
! CHECK-NEXT:0  0 [    ]
! CHECK-NEXT:0  7 [    ]
