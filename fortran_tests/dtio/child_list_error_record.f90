! A list-directed child READ (defined input) that meets a bad value skips
! the rest of its record, newline included (libgfortran's eat_line).  A
! formatted parent ('(dt)') does not see that: it reads the next record
! as the rest of its own, its move to the next record skips the record
! after it, and where the file ends there it reports END (IOSTAT -1) over
! the child's error.  ftnio left the newline, so the parent read the next
! record from its start and gave the child's 5010.  A list-directed parent
! ('*') goes on at the next record.
! RUN: %fdiff %s | %fcheck %s
module m_child_lerr
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
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
  end subroutine
end module

program p
  use m_child_lerr
  implicit none
  call run(' -1A 0', '', '(dt)')
  call run(' -1A 0', 'xyz', '(dt)')
  call run(' -1A 0', '5 ab', '(dt)')
  call run(' 1.5 ab', '7', '(dt)')
  call run(' 1 ab', '7', '(dt)')
  call run(' -1A 0', '', '*')
  call run(' -1A 0', '4 cd', '*')
  call run(' -1A 0', '12', '(dt,i3)')
  call run(' 3 ab', '4x cd', '(dt,dt)')
  call run(' 3x', '4 cd', '(dt,dt)')
  call run(' 2*', '8 ef', '(dt)')
  call run(' 1 ''ab', '', '(dt)')
  call run(' 1 ''ab', 'c''', '(dt)')
contains
  subroutine run(r1, r2, fmt)
    character(*), intent(in) :: r1, r2, fmt
    type(t) :: x, y
    integer :: ios, k
    character(len=80) :: msg
    character(len=8) :: line
    open (10, file='lerr.dat', status='replace')
    write (10, '(a)') r1
    if (r2 /= '') write (10, '(a)') r2
    rewind (10)
    msg = ''
    k = -1
    if (fmt == '*') then
      read (10, *, iostat=ios, iomsg=msg) x
    else if (fmt == '(dt,dt)') then
      read (10, fmt, iostat=ios, iomsg=msg) x, y
      k = y%i
    else if (fmt == '(dt,i3)') then
      read (10, fmt, iostat=ios, iomsg=msg) x, k
    else
      read (10, fmt, iostat=ios, iomsg=msg) x
    end if
    print '(7a,i0,a,i0,a,i0,3a)', '[', r1, '][', r2, '] ', fmt, ' ', ios, &
      ' ', x%i, ' ', k, ' [', x%c, '] ' // trim(msg)
    line = '?'
    read (10, '(a)', iostat=ios) line
    print '(a,i0,3a)', '  next ', ios, ' [', line, ']'
    close (10, status='delete')
  end subroutine
end program
! CHECK:[ -1A 0][] (dt) -1 -1 -1 [????] End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:[ -1A 0][xyz] (dt) 5010 -1 -1 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ -1A 0][5 ab] (dt) 5010 -1 -1 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ 1.5 ab][7] (dt) 5010 -1 -1 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ 1 ab][7] (dt) 0 1 -1 [ab  ]{{ }}
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ -1A 0][] * 5010 -1 -1 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ -1A 0][4 cd] * 5010 -1 -1 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next 0 [4 cd    ]
! CHECK-NEXT:[ -1A 0][12] (dt,i3) 5010 -1 12 [????] Bad integer for item 1 in list input
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ 3 ab][4x cd] (dt,dt) -1 3 -1 [ab  ] End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:[ 3x][4 cd] (dt,dt) -1 -1 4 [????] End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:[ 2*][8 ef] (dt) 0 -1 -1 [????]{{ }}
! CHECK-NEXT:  next -1 [?       ]
! CHECK-NEXT:[ 1 'ab][] (dt) -1 1 -1 [ab  ] End of file
! CHECK-NEXT:  next 5001 [?       ]
! CHECK-NEXT:[ 1 'ab][c'] (dt) -1 1 -1 [abc ] End of file
! CHECK-NEXT:  next 5001 [?       ]
