! A non-advancing READ stopped by EOR on the last record, then one that
! meets END, then a WRITE refused there (5001, which moves libgfortran's
! unit from after the endfile record to at it), then a READ: the END
! ended libgfortran's record (hit_eof), so that READ starts a new one and
! meets END again, the variables unchanged, not an empty record after the
! one kept by the EOR; the READ after it is refused.  Formats with no
! items, an A field, TL, a non-advancing one, a namelist READ and a
! list-directed one (ERR= on the WRITE too), sequential and stream.
! RUN: %fdiff %s | %fcheck %s
program end_after_eor_then_refused_write
  implicit none
  integer :: ios, k, i
  character(4) :: c
  character(12) :: acc
  namelist /nl/ k
  do i = 1, 7
    acc = 'sequential'
    if (i == 7) acc = 'stream'
    open (12, file='q.dat', status='replace', access=acc, form='formatted')
    write (12, '(a)') 'abc'
    rewind (12)
    read (12, '(a4)', advance='no', iostat=ios) c
    call show('eor ')
    c = 'yyyy'
    read (12, '(a1)', advance='no', iostat=ios) c
    call show('end ')
    if (i == 6) then
      write (12, '(i0)', err=10) 42
      print '(a)', 'write ok'
      goto 11
10    print '(a)', 'write err'
11    continue
    else
      write (12, '(i0)', iostat=ios) 42
      print '(a,i0)', 'write ', ios
    end if
    c = 'xxxx'
    k = -5
    select case (i)
    case (1, 6)
      read (12, '(i2)', iostat=ios)
    case (2, 7)
      read (12, '(a)', iostat=ios) c
    case (3)
      read (12, '(tl3,a)', iostat=ios) c
    case (4)
      read (12, '(a)', advance='no', iostat=ios) c
    case (5)
      read (12, nml=nl, iostat=ios)
    end select
    print '(a,i0,3a,i0)', 'next ', ios, ' [', c, '] ', k
    read (12, *, iostat=ios) k
    print '(a,i0)', 'then ', ios
    close (12, status='delete')
  end do
contains
  ! The IOSTAT of the last READ and what it left in c, after a label.
  subroutine show(label)
    character(len=*), intent(in) :: label
    print '(a,i0,3a)', label, ios, ' [', c, ']'
  end subroutine show
end program end_after_eor_then_refused_write

! CHECK:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 5001
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then 5001
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 5001
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then 5001
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 5001
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then 5001
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 5001
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then 5001
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 5001
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then -1
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write err
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then 5001
! CHECK-NEXT:eor -2 [abc ]
! CHECK-NEXT:end -1 [yyyy]
! CHECK-NEXT:write 0
! CHECK-NEXT:next -1 [xxxx] -5
! CHECK-NEXT:then -1
