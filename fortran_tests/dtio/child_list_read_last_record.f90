! A list-directed child READ (defined input) under a formatted parent
! ('(dt)'): the child consumes the newline after its last value, or puts
! it back into the unit's last_char, which the parent does not see, so the
! parent's move to the next record skips a whole record and, after the
! file's last record, reports END (IOSTAT -1) although the value is
! stored, as libgfortran does.  ftnio gave 0 there.  A list-directed
! parent keeps the put-back newline.
! RUN: %fdiff %s | %fcheck %s
module m_child_list
  type :: t
    logical :: l
    integer :: i
  end type
  interface read(formatted)
    module procedure rf
  end interface
  integer :: mode = 0
contains
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    select case (mode)
    case (0)
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%l
    case (1)
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%i
    case (2)
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%l, dtv%i
    end select
  end subroutine
end module
program child_list_read_last_record
  use m_child_list
  type(t) :: v
  call one('T', '', 0, .false.)
  call one('T', 'F', 0, .false.)
  call one('T  ', '', 0, .false.)
  call one('T,', '', 0, .false.)
  call one('12', '', 1, .false.)
  call one('12', '7', 1, .false.)
  call one('T 5', '', 2, .false.)
  call one('T', '5', 2, .false.)
  call one('T,', 'F', 0, .false.)
  call one('T 5', 'X', 0, .false.)
  call one('T', '', 0, .true.)
  call one('12', '', 1, .true.)
contains
  subroutine one(r1, r2, md, listparent)
    character(*), intent(in) :: r1, r2
    integer, intent(in) :: md
    logical, intent(in) :: listparent
    integer :: u, ios
    character(80) :: msg
    character(10) :: rest
    mode = md
    open(newunit=u, file='h.txt', status='replace')
    write(u,'(a)') r1
    if (len(r2) > 0) write(u,'(a)') r2
    rewind(u)
    v%l = .false.; v%i = -1
    msg = ''
    if (listparent) then
      read(u, *, iostat=ios, iomsg=msg) v
    else
      read(u, '(dt)', iostat=ios, iomsg=msg) v
    end if
    print *, '[', r1, '][', r2, ']', md, listparent, ios, v%l, v%i, trim(msg)
    rest = '?'
    read(u, '(a)', iostat=ios) rest
    print *, '  next', ios, rest
    close(u)
  end subroutine
end program child_list_read_last_record
! CHECK: [T][]           0 F          -1 T          -1 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [T][F]           0 F           0 T          -1{{ }}
! CHECK-NEXT:   next          -1 ?{{         }}
! CHECK-NEXT: [T  ][]           0 F          -1 T          -1 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [T,][]           0 F          -1 T          -1 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [12][]           1 F          -1 F          12 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [12][7]           1 F           0 F          12{{ }}
! CHECK-NEXT:   next          -1 ?{{         }}
! CHECK-NEXT: [T 5][]           2 F          -1 T           5 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [T][5]           2 F          -1 T           5 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [T,][F]           0 F           0 T          -1{{ }}
! CHECK-NEXT:   next          -1 ?{{         }}
! CHECK-NEXT: [T 5][X]           0 F           0 T          -1{{ }}
! CHECK-NEXT:   next           0 X{{         }}
! CHECK-NEXT: [T][]           0 T          -1 T          -1 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
! CHECK-NEXT: [12][]           1 T          -1 F          12 End of file
! CHECK-NEXT:   next        5001 ?{{         }}
