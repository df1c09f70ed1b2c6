! A scalar internal file after '/': the next record follows in the same
! variable but counts its full length.  A pending X or T skip that reaches
! past the variable is not written (END), yet uses up its room in the
! record, so the field after it meets EOR, which replaces the END (as in
! libgfortran, whose write_block counts the room before it looks at the
! variable).  A field that itself does not fit ends the statement (END).
! RUN: %fdiff %s | %fcheck %s
program slash_skip_past_variable
  implicit none
  character(len=10) :: b
  integer :: ios, k, j
  character(len=100) :: msg
  character(len=30) :: f(12)
  f = [character(len=30) :: '(/,8L1,2X,L1)', '(/,8L1,1X,L1)', &
       '(/,8L1,3X,L1)', '(/,7L1,3X,L1)', '(/,8L1,T11,L1)', &
       '(/,8L1,TR2,L1)', '(/,7L1,2X,L1)', "(/,8L1,2X,'ab')", &
       '(/,8L1,2X,T2,L1)', '(/,8L1,A2,L1)', '(/,8L1,2X)', &
       '(/,G0,L1,4X,2L1,2X,L1)']
  do k = 1, size(f)
    b = repeat('~', 10)
    msg = ''
    write (b, f(k), iostat=ios, iomsg=msg) (.true., j = 1, 8), 'ab', .false.
    print '(a,1x,i0,1x,a,3a)', trim(f(k)), ios, trim(msg), '[', b, ']'
  end do
end program slash_skip_past_variable
! CHECK:(/,8L1,2X,L1) -2 End of record[ TTTTTTTT~]
! CHECK-NEXT:(/,8L1,1X,L1) -1 End of file[ TTTTTTTT ]
! CHECK-NEXT:(/,8L1,3X,L1) -2 End of record[ TTTTTTTTT]
! CHECK-NEXT:(/,7L1,3X,L1) -2 End of record[ TTTTTTT~~]
! CHECK-NEXT:(/,8L1,T11,L1) -2 End of record[ TTTTTTTT~]
! CHECK-NEXT:(/,8L1,TR2,L1) -2 End of record[ TTTTTTTT~]
! CHECK-NEXT:(/,7L1,2X,L1) -1 End of file[ TTTTTTT  ]
! CHECK-NEXT:(/,8L1,2X,'ab') -2 End of record[ TTTTTTTT~]
! CHECK-NEXT:(/,8L1,2X,T2,L1) -1 End of file[ TTT  FTT~]
! CHECK-NEXT:(/,8L1,A2,L1) -1 End of file[ TTTTTTTT~]
! CHECK-NEXT:(/,8L1,2X) -1 End of file[ TTTTTTTT ]
! CHECK-NEXT:(/,G0,L1,4X,2L1,2X,L1) -2 End of record[ TT    TT~]
