! An advancing READ at the end of the file right after a non-advancing
! READ stopped by EOR on the last record: libgfortran reads an empty
! record (no END) only when its count of that record's columns is not 0;
! when the stopped READ took nothing, END comes and the variables keep
! their values.  Formats with X, T, TL, no items, two fields and '/'.
! RUN: %fdiff %s | %fcheck %s
program eor_kept_at_end
  implicit none
  character(8) :: c, d
  integer :: ios, i
  character(12) :: fmts(8) = [character(12) :: '(a)', '(x,a)', &
      '(t1,a)', '(t3,a)', '()', '(tl1,a)', '(a,a)', '(/,a)']
  do i = 1, size(fmts)
    open (10, file='b.dat', status='replace')
    write (10, '(a)') 'abcd'
    rewind (10)
    read (10, '(a4)', advance='no', iostat=ios) c
    read (10, '(a4)', advance='no', iostat=ios) c
    c = '#'; d = '#'
    if (i == 7) then
      read (10, fmts(i), iostat=ios) c, d
    else if (i == 5) then
      read (10, fmts(i), iostat=ios)
    else
      read (10, fmts(i), iostat=ios) c
    end if
    print '(a,1x,i0,5a)', trim(fmts(i)), ios, ' [', c, '][', d, ']'
    read (10, '(a)', iostat=ios) c
    print '(i0)', ios
    close (10)
  end do
  ! the stopped READ took something: count not 0
  do i = 1, size(fmts)
    open (10, file='b.dat', status='replace')
    write (10, '(a)') 'abcd'
    rewind (10)
    read (10, '(a2)', advance='no', iostat=ios) c
    read (10, '(a4)', advance='no', iostat=ios) c
    c = '#'; d = '#'
    if (i == 7) then
      read (10, fmts(i), iostat=ios) c, d
    else if (i == 5) then
      read (10, fmts(i), iostat=ios)
    else
      read (10, fmts(i), iostat=ios) c
    end if
    print '(a,1x,i0,5a)', trim(fmts(i)), ios, ' [', c, '][', d, ']'
    read (10, '(a)', iostat=ios) c
    print '(i0)', ios
    close (10)
  end do
end program eor_kept_at_end

! CHECK:(a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(x,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(t1,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(t3,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:() -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(tl1,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(a,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(/,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
! CHECK-NEXT:(a) 0 [        ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:(x,a) 0 [        ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:(t1,a) 0 [d       ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:(t3,a) 0 [        ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:() 0 [#       ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:(tl1,a) 0 [        ][#       ]
! CHECK-NEXT:-1
! CHECK-NEXT:(a,a) 0 [        ][        ]
! CHECK-NEXT:-1
! CHECK-NEXT:(/,a) -1 [#       ][#       ]
! CHECK-NEXT:5001
