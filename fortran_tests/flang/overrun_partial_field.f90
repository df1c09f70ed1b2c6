! flang front door: a field that overruns a direct-access record leaves
! the pieces that fit in the record (flang writes a field piece by piece:
! fortran_tests/flang/overrun_pieces.f90), then the WRITE fails; the
! record read back shows them.
! RUN: %flangdiff %s | %fcheck %s
program overrun_partial_field
  implicit none
  integer :: ios, u, k, j
  character(100) :: msg
  character(30) :: f
  character(10) :: line
  character(8), parameter :: edits(8) = [character(8) :: 'F9.3', 'E12.4', &
       'B10', 'I6.4', 'A8', 'L6', 'EN13.3', 'Z5']
  open (newunit=u, file='overrun_partial_field.dat', access='direct', form='formatted', &
        recl=10, status='replace')
  do j = 1, size(edits)
    do k = 3, 8, 2
      write (f, '(a,i0,a,a,a)') '(TR', k, ',', trim(edits(j)), ')'
      msg = ''
      if (edits(j)(1:1) == 'A') then
        write (u, f, rec=1, iostat=ios, iomsg=msg) 'abcdefgh'
      else if (edits(j)(1:1) == 'L') then
        write (u, f, rec=1, iostat=ios, iomsg=msg) .true.
      else if (edits(j)(1:1) == 'B' .or. edits(j)(1:1) == 'I' .or. edits(j)(1:1) == 'Z') then
        write (u, f, rec=1, iostat=ios, iomsg=msg) -204
      else
        write (u, f, rec=1, iostat=ios, iomsg=msg) -12.5
      end if
      read (u, '(a)', rec=1) line
      print '(a,1x,i0,1x,a,1x,a)', trim(f), ios, '[' // line // ']', trim(msg)
    end do
  end do
  close (u, status='delete')
end program overrun_partial_field
! CHECK:(TR3,F9.3) 1002 [     -12.5] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 1002 [       -12] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 1002 [          ] Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 1002 [    -0.125] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 1002 [      -0. ] Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 1002 [        -0] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,B10) 1002 [   *******] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,B10) 1002 [     *****] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,B10) 1002 [       ***] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,I6.4) 0 [    -0204 ] 
! CHECK-NEXT:(TR5,I6.4) 1002 [      -0  ] Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,I6.4) 1002 [        -0] Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,A8) 1002 [          ] Attempt to write 8 bytes to position 3 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,A8) 1002 [          ] Attempt to write 8 bytes to position 5 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,A8) 1002 [          ] Attempt to write 8 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,L6) 0 [        T ] 
! CHECK-NEXT:(TR5,L6) 1002 [          ] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,L6) 1002 [          ] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 1002 [     -12.5] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 1002 [       -12] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 1002 [          ] Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,Z5) 0 [   *****  ] 
! CHECK-NEXT:(TR5,Z5) 0 [     *****] 
! CHECK-NEXT:(TR7,Z5) 1002 [       ***] Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
