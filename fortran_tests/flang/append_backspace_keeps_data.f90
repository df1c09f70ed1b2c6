! flang front door, a deliberate difference (issue 18; progen --flang
! seeds 795, 587): after OPEN(POSITION='APPEND') of a non-empty file, a
! BACKSPACE that fails (IOSTAT 1025, as in flang) leaves the unit at the
! end, and a WRITE there appends its record, an ENDFILE cuts nothing.
! flang 19 cuts the file instead: the WRITE's record is lost with the
! end of the last record ("-0\nB6" is left of "-0\nB6A.b1\n"), and
! after ENDFILE the file is empty.  ftnio copies no behaviour that loses
! the user's data.
! RUN: %flangdiff --ftnio-only %s | %fcheck %s
program append_backspace_keeps_data
  implicit none
  integer :: ios
  character(20) :: line
  call make()
  open (70, file='abkd.dat', position='append')
  backspace (70, iostat=ios)
  print *, 'backspace', ios
  write (70, '(a)') ' X 3'
  call show()
  call make()
  open (70, file='abkd.dat', position='append')
  backspace (70, iostat=ios)
  endfile (70, iostat=ios)
  print *, 'endfile', ios
  call show()
contains
  subroutine make()
    open (70, file='abkd.dat', status='replace')
    write (70, '(a,i0)') '-', 0
    write (70, '(a,i0)') 'B6A.b', 1
    close (70)
  end subroutine
  subroutine show()
    close (70)
    open (70, file='abkd.dat', status='old')
    do
      read (70, '(a)', iostat=ios) line
      if (ios /= 0) exit
      print *, '[', trim(line), ']'
    end do
    close (70, status='delete')
  end subroutine
end program
! CHECK: backspace 1025
! CHECK-NEXT: [-0]
! CHECK-NEXT: [B6A.b1]
! CHECK-NEXT: [ X 3]
! CHECK-NEXT: endfile 0
! CHECK-NEXT: [-0]
! CHECK-NEXT: [B6A.b1]
