! An X right after a formatted WRITE that failed (a REAL item for I3)
! goes on in the record that WRITE left open; libgfortran then counts its
! farthest position from where the statement started, not where the
! failed record's bytes end, so the X writes no blanks and leaves what
! its record buffer held there from earlier records.  Where that is an
! earlier record's newline, libgfortran's file has one record more: ftnio
! writes blanks for such bytes but keeps the newlines.  After a '/', an
! X first or after a mode edit (SP: its item raises the farthest
! position, blanks), the newline of a record before the last, and on
! stdout.
! RUN: %fdiff %s | %fcheck %s
program skip_after_failed_write_newline
  implicit none
  integer :: ios, i
  character(40) :: line
  open (10, file='w.dat', status='replace')
  write (10, "(a3,/,2x,i3)", iostat=ios) 'a  ', 2.5
  print '(i0)', ios
  write (10, "(2x,i3)") 7
  ! no '/': the failed WRITE's record follows a full one
  write (10, "(2x,i3)", iostat=ios) 2.5
  write (10, "(2x,i3)") 8
  ! SP before the X: its pass counts the position, so the X writes blanks
  write (10, "(a3)") 'b  '
  write (10, "(2x,i3)", iostat=ios) 2.5
  write (10, "(sp,2x,i3)") 9
  ! a newline of the record before the last one
  write (10, "(a8)") 'ab      '
  write (10, "(a2)") 'cd'
  write (10, "(2x,i3)", iostat=ios) 2.5
  write (10, "(7x,i3)") 10
  close (10)
  open (10, file='w.dat', status='old')
  do i = 1, 20
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (10, status='delete')
  ! stdout
  write (*, "(a3)") 'p  '
  write (*, "(2x,i3)", iostat=ios) 2.5
  write (*, "(2x,i3)") 11
end program skip_after_failed_write_newline

! CHECK:5006
! CHECK-NEXT:[a]
! CHECK-NEXT:[]
! CHECK-NEXT:[  7]
! CHECK-NEXT:[]
! CHECK-NEXT:[  8]
! CHECK-NEXT:[b]
! CHECK-NEXT:[     +9]
! CHECK-NEXT:[ab]
! CHECK-NEXT:[cd]
! CHECK-NEXT:[]
! CHECK-NEXT:[]
! CHECK-NEXT:[ 10]
! CHECK-NEXT:p  
! CHECK-NEXT:   
! CHECK-NEXT: 11
