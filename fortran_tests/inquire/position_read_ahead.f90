! INQUIRE(POSITION=) while reading a formatted sequential file: where the
! position is unspecified, libgfortran says APPEND when its stream stands
! at the end of the file, and its record buffer takes the file 80 bytes
! at a time from where reading started (OPEN, REWIND, BACKSPACE, a
! re-OPEN with POSITION=): so a file of more than 80 bytes reads as
! UNSPECIFIED until the last refill has reached its end.
! RUN: %fdiff %s | %fcheck %s
program position_read_ahead
  implicit none
  integer :: n, k, j
  character(len=200) :: line, pos
  do n = 76, 84, 2
    open (30, file='p.dat', status='replace')
    write (30, '(a)') repeat('x', 10)
    write (30, '(a)') repeat('y', n - 11 - 1)
    close (30)
    open (30, file='p.dat')
    read (30, '(a)') line
    inquire (30, position=pos)
    write (*, '(i4,1x,a)', advance='no') n, trim(pos)
    rewind (30)
    read (30, *) line
    inquire (30, position=pos)
    write (*, '(1x,a)', advance='no') trim(pos)
    rewind (30)
    read (30, '(a3)', advance='no') line
    inquire (30, position=pos)
    write (*, '(1x,a)') trim(pos)
    close (30, status='delete')
  end do
  open (30, file='q.dat', status='replace')
  do j = 1, 20
    write (30, '(i9)') j
  end do
  close (30)
  open (30, file='q.dat')
  call walk()
  rewind (30)
  read (30, '(a)') line
  read (30, '(a)') line
  backspace (30)
  call walk()
  open (30, position='rewind')
  call walk()
  close (30, status='delete')
contains
  subroutine walk()
    integer :: ios
    do k = 1, 21
      read (30, '(a)', iostat=ios) line
      inquire (30, position=pos)
      write (*, '(a1)', advance='no') pos(1:1)
    end do
    print *
  end subroutine walk
end program position_read_ahead
! CHECK:  76 APPEND REWIND REWIND
! CHECK:  78 APPEND REWIND REWIND
! CHECK:  80 APPEND REWIND REWIND
! CHECK:  82 UNSPECIFIED REWIND REWIND
! CHECK:  84 UNSPECIFIED REWIND REWIND
! CHECK:UUUUUUUUUUUUUUUUAAAAA
! CHECK:UUUUUUUUUUUUUUUUAAAAA
! CHECK:AAAAAAAAAAAAAAAAAAAAA
