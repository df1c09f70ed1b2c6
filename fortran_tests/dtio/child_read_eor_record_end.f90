! A formatted child READ (defined input) that meets the end of an
! external record is stopped by EOR, as a non-advancing READ: libgfortran's
! child has then consumed the record's newline, and its parent, which does
! not know it, goes on reading the next record as the rest of its own: a
! second DT or an I edit after the child reads from there, the parent's
! move to the next record skips the record after it, and where the file
! ends there it meets END when no statement took a character of the
! record (the child's EOR on an empty last record becomes END).  ftnio
! kept the newline: the later fields read blanks and the parent gave EOR.
! Sequential and stream access, advancing and non-advancing parents.
! RUN: %fdiff %s | %fcheck %s
module m_child_eor
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
    character(len=20) :: fm
    write (fm, '(a,i0,a)') '(i', v_list(1), ')'
    read (unit, fm, iostat=iostat, iomsg=iomsg) dtv%i
  end subroutine
end module

program p
  use m_child_eor
  implicit none
  call run('sequential', 'E', '(dt(5))', 1)
  call run('sequential', 'B', '(dt(5))', 1)
  call run('sequential', 'E2', '(dt(5))', 1)
  call run('sequential', 'E2', '(dt(5),dt(5))', 2)
  call run('sequential', 'S2', '(dt(5),i3)', 2)
  call run('sequential', 'E2', '(dt(5),i3)', 2)
  call run('sequential', 'S3', '(dt(5))', 1)
  call run('sequential', 'S3', '(dt(1),dt(5))', 2)
  call run('sequential', 'E', '(dt(5),dt(5))', 2)
  call run('stream', 'E2', '(dt(5),dt(5))', 2)
  call run('stream', 'S3', '(dt(5))', 1)
  call run('stream', 'E', '(dt(5))', 1)
  call run_nonadvancing()
contains
  subroutine put(u, what)
    integer, intent(in) :: u
    character(*), intent(in) :: what
    select case (what)
    case ('E')
      write (u, '(a)') ''
    case ('B')
      write (u, '(a)') '   '
    case ('E2')
      write (u, '(a)') ''
      write (u, '(a)') '12'
    case ('S2')
      write (u, '(a)') '7'
      write (u, '(a)') '345'
    case ('S3')
      write (u, '(a)') '7'
      write (u, '(a)') '345'
      write (u, '(a)') 'abc'
    end select
  end subroutine

  subroutine run(access, what, fmt, n)
    character(*), intent(in) :: access, what, fmt
    integer, intent(in) :: n
    type(t) :: x, y
    integer :: ios, k
    character(len=80) :: msg
    character(len=8) :: line
    open (10, file='eor.dat', status='replace', access=access, &
          form='formatted')
    call put(10, what)
    rewind (10)
    msg = ''
    k = -1
    if (n == 1) then
      read (10, fmt, iostat=ios, iomsg=msg) x
    else if (fmt(8:8) == 'i' .or. fmt(8:8) == 'I') then
      read (10, fmt, iostat=ios, iomsg=msg) x, k
    else
      read (10, fmt, iostat=ios, iomsg=msg) x, y
    end if
    print '(a,1x,a,1x,a,4(1x,i0),1x,a)', access(1:3), what, fmt, ios, &
      x%i, y%i, k, trim(msg)
    line = '?'
    read (10, '(a)', iostat=ios) line
    print '(a,i0,3a)', '  next ', ios, ' [', line, ']'
    close (10, status='delete')
  end subroutine

  subroutine run_nonadvancing()
    type(t) :: x
    integer :: ios
    character(len=8) :: line
    open (10, file='eor.dat', status='replace')
    call put(10, 'S3')
    rewind (10)
    read (10, '(dt(5))', advance='no', iostat=ios) x
    print '(a,2(1x,i0))', 'nonadvancing', ios, x%i
    line = '?'
    read (10, '(a)', iostat=ios) line
    print '(a,i0,3a)', '  next ', ios, ' [', line, ']'
    close (10, status='delete')
  end subroutine
end program
! CHECK:seq E (dt(5)) -1 0 -1 -1 End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:seq B (dt(5)) -2 0 -1 -1 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:seq E2 (dt(5)) -2 0 -1 -1 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:seq E2 (dt(5),dt(5)) -2 0 12 -1 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:seq S2 (dt(5),i3) -2 7 -1 345 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:seq E2 (dt(5),i3) -2 0 -1 12 End of record
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:seq S3 (dt(5)) -2 7 -1 -1 End of record
! CHECK-NEXT:  next 0 [abc     ]
! CHECK-NEXT:seq S3 (dt(1),dt(5)) -2 7 0 -1 End of record
! CHECK-NEXT:  next 0 [abc     ]
! CHECK-NEXT:seq E (dt(5),dt(5)) 5008 0 -1 -1 Read past ENDFILE record
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:str E2 (dt(5),dt(5)) -1 0 12 -1 End of file
! CHECK-NEXT:  next -1 [        ]
! CHECK-NEXT:str S3 (dt(5)) -2 7 -1 -1 End of record
! CHECK-NEXT:  next 0 [abc     ]
! CHECK-NEXT:str E (dt(5)) -1 0 -1 -1 End of file
! CHECK-NEXT:  next -1 [        ]
! CHECK-NEXT:nonadvancing -2 7
! CHECK-NEXT:  next 0 [345     ]
