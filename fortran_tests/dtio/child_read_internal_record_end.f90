! A formatted child READ (defined input) from an internal file: where its
! record has no character left for a data edit, libgfortran raises EOR
! and the item keeps its value (a blank scalar record is empty, its
! trailing blanks dropped); a field the record cuts short is read padded
! with no EOR condition.  ftnio stored 0 in the first case and gave EOR in
! the second.  Scalar and array internal files, I and A edits.
! RUN: %fdiff %s | %fcheck %s
module m_child_int
  implicit none
  type :: t
    integer :: i = -1
    character(len=4) :: c = '????'
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
    if (iotype == 'DTA') then
      read (unit, '(a4,i2)', iostat=iostat, iomsg=iomsg) dtv%c, dtv%i
    else
      read (unit, '(i3,a4)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
    end if
  end subroutine
end module

program p
  use m_child_int
  implicit none
  character(len=20) :: buf
  character(len=5) :: arr(2)
  call one('', '(dt)', 1)
  call one('', '(dt"A")', 1)
  call one('123456', '(dt)', 1)
  call one('12', '(dt)', 1)
  call one('12345678', '(dt)', 1)
  call one('ab', '(dt"A")', 1)
  call one('abcd', '(dt"A")', 1)
  call one('abcd5', '(dt"A")', 1)
  call one('1', '(dt,dt)', 2)
  call one('1234567', '(dt,dt)', 2)
  arr = ['12345', '678  ']
  call many('(dt)')
  call many('(dt,dt)')
  call many('(dt,/,dt)')
contains
  subroutine one(text, fmt, n)
    character(*), intent(in) :: text, fmt
    integer, intent(in) :: n
    type(t) :: x, y
    integer :: ios
    character(len=80) :: msg
    buf = text
    msg = ''
    if (n == 2) then
      read (buf, fmt, iostat=ios, iomsg=msg) x, y
    else
      read (buf, fmt, iostat=ios, iomsg=msg) x
    end if
    print '(5a,i0,a,i0,5a,i0,3a)', '[', text, '] ', fmt, ' ', ios, ' ', &
      x%i, ' [', x%c, '] ', y%c, ' ', y%i, ' ', trim(msg)
  end subroutine

  subroutine many(fmt)
    character(*), intent(in) :: fmt
    type(t) :: x, y
    integer :: ios
    character(len=80) :: msg
    msg = ''
    if (len(fmt) > 4) then
      read (arr, fmt, iostat=ios, iomsg=msg) x, y
    else
      read (arr, fmt, iostat=ios, iomsg=msg) x
    end if
    print '(a,1x,i0,1x,i0,4a,i0,2a)', fmt, ios, x%i, ' [', x%c, '] ', &
      y%c, y%i, ' ', trim(msg)
  end subroutine
end program
! CHECK:[] (dt) -2 -1 [????] ???? -1 End of record
! CHECK-NEXT:[] (dt"A") -2 -1 [????] ???? -1 End of record
! CHECK-NEXT:[123456] (dt) 0 123 [456 ] ???? -1{{ }}
! CHECK-NEXT:[12] (dt) -2 12 [????] ???? -1 End of record
! CHECK-NEXT:[12345678] (dt) 0 123 [4567] ???? -1{{ }}
! CHECK-NEXT:[ab] (dt"A") -2 -1 [ab  ] ???? -1 End of record
! CHECK-NEXT:[abcd] (dt"A") -2 -1 [abcd] ???? -1 End of record
! CHECK-NEXT:[abcd5] (dt"A") 0 5 [abcd] ???? -1{{ }}
! CHECK-NEXT:[1] (dt,dt) -2 1 [????] ???? -1 End of record
! CHECK-NEXT:[1234567] (dt,dt) -2 123 [4567] ???? -1 End of record
! CHECK-NEXT:(dt) 0 123 [45  ] ????-1{{ }}
! CHECK-NEXT:(dt,dt) -2 123 [45  ] ????-1 End of record
! CHECK-NEXT:(dt,/,dt) 0 123 [45  ]     678{{ }}
