! A formatted child READ (defined input) whose field PAD='NO' gives up at
! the end of an external record (EOR), and one whose X passes that end:
! libgfortran's child has consumed the newline in both, so the parent
! reads the next record as the rest of its own (an I edit after the DT
! reads 345), and where the file ends there it meets END.  ftnio kept the
! newline after the PAD='NO' field.
! RUN: %fdiff %s | %fcheck %s
module m_child_padno
  implicit none
  type :: t
    integer :: i = -1
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
    if (iotype == 'DTX') then
      read (unit, '(3x,i1)', iostat=iostat, iomsg=iomsg) dtv%i
    else
      read (unit, '(i5)', iostat=iostat, iomsg=iomsg) dtv%i
    end if
  end subroutine
end module
program p
  use m_child_padno
  implicit none
  call run('no', '(dt,i3)', '7', '345')
  call run('no', '(dt)', '7', '')
  call run('no', '(dt)', '', '')
  call run('yes', '(dt"X",i3)', '7', '345')
  call run('yes', '(dt"X")', '', '')
  call run('yes', '(dt"X",i3)', '', '345')
contains
  subroutine run(pad, fmt, r1, r2)
    character(*), intent(in) :: pad, fmt, r1, r2
    type(t) :: x
    integer :: ios, k
    character(80) :: msg
    character(8) :: line
    open (10, file='p.dat', status='replace', pad=pad)
    write (10, '(a)') r1
    if (r2 /= '') write (10, '(a)') r2
    rewind (10)
    k = -1; msg = ''
    if (index(fmt, 'i3') > 0) then
      read (10, fmt, iostat=ios, iomsg=msg) x, k
    else
      read (10, fmt, iostat=ios, iomsg=msg) x
    end if
    print '(a,1x,a,3(1x,i0),1x,a)', pad, fmt, ios, x%i, k, trim(msg)
    line = '?'
    read (10, '(a)', iostat=ios) line
    print '(a,i0,3a)', '  next ', ios, ' [', line, ']'
    close (10, status='delete')
  end subroutine
end program
! CHECK:no (dt,i3) -2 -1 345 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:no (dt) -1 -1 -1 End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:no (dt) -1 -1 -1 End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:yes (dt"X",i3) -2 -1 345 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:yes (dt"X") -1 -1 -1 End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:yes (dt"X",i3) -2 -1 345 End of record
! CHECK-NEXT:  next -1 [?       ]
