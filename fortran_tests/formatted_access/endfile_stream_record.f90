! ENDFILE on a formatted stream unit: libgfortran's formatted stream
! statements leave their record current, and only the end of the file,
! REWIND and BACKSPACE end it.  ENDFILE then reads on to the end of the
! record after the position (keeping it) and cuts there, or meets the end
! of the file first: END (IOSTAT -1, "End of file"), the file cut at the
! end.  After an unformatted stream statement it cuts at the position.
! RUN: %fdiff %s | %fcheck %s
program endfile_stream_record
  implicit none
  integer :: u, ios, n
  character(8) :: c
  character(40) :: msg
  ! 1: WRITE at the end of the file
  call fresh(2)
  call cut('write at end')
  close (u, status='delete')  ! (libgfortran has lost the records: README)
  ! 2: an advancing READ of the first record: the second is kept
  call fresh(3)
  rewind (u)
  read (u, '(a)') c
  call cut('after read')
  call show()
  ! 3: a non-advancing READ inside the first record
  call fresh(3)
  rewind (u)
  read (u, '(a2)', advance='no') c
  call cut('inside record')
  call show()
  ! 4: REWIND ends the record
  call fresh(3)
  rewind (u)
  call cut('after rewind')
  call show()
  ! 5: a READ that met END leaves no record
  call fresh(1)
  rewind (u)
  read (u, '(a)') c
  read (u, '(a)', iostat=ios) c
  print '(a,i0)', 'read at end ', ios
  call cut('after end')
  call show()
  ! 6: BACKSPACE ends the record
  call fresh(3)
  backspace (u)
  call cut('after backspace')
  call show()
  ! 7: list-directed READ
  call fresh(3)
  rewind (u)
  read (u, *) c
  call cut('after list read')
  call show()
  ! 8: unformatted stream: no records
  open (newunit=u, file='s.bin', access='stream', form='unformatted', &
        status='replace')
  write (u) 'line1', 'line2'
  rewind (u)
  read (u) c(1:3)
  endfile (u, iostat=ios)
  inquire (u, pos=n)
  print '(a,i0,1x,i0)', 'unformatted ', ios, n
  close (u, status='delete')
contains
  subroutine fresh(lines)
    integer, intent(in) :: lines
    integer :: k
    open (newunit=u, file='s.txt', access='stream', form='formatted', &
          status='replace')
    do k = 1, lines
      write (u, '(a,i0)') 'line', k
    end do
  end subroutine
  subroutine cut(what)
    character(*), intent(in) :: what
    msg = ''
    endfile (u, iostat=ios, iomsg=msg)
    inquire (u, pos=n)
    print '(a,1x,i0,1x,a,1x,i0)', what, ios, trim(msg), n
  end subroutine
  subroutine show()
    character(8) :: line
    integer :: k, s
    inquire (u, size=s)
    rewind (u)
    do k = 1, 9
      read (u, '(a)', iostat=ios) line
      if (ios /= 0) exit
      print '(2x,a)', trim(line)
    end do
    print '(2x,a,i0)', 'size ', s
    close (u, status='delete')
  end subroutine
end program
! CHECK:write at end -1 End of file 13
! CHECK:after read 0  13
! CHECK:  line1
! CHECK:  line2
! CHECK:  size 12
! CHECK:inside record 0  7
! CHECK:  line1
! CHECK:  size 6
! CHECK:after rewind 0  1
! CHECK:  size 0
! CHECK:read at end -1
! CHECK:after end 0  7
! CHECK:  line1
! CHECK:  size 6
! CHECK:after backspace 0  19
! CHECK:  line1
! CHECK:  line2
! CHECK:  size 12
! CHECK:after list read 0  13
! CHECK:  line1
! CHECK:  line2
! CHECK:  size 12
! CHECK:unformatted 0 4
