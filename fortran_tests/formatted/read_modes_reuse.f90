! A formatted READ's edit modes (ROUND=, DECIMAL=, P) are kept in the
! format's pooled state between statements and set again only when what
! they come from changed (FormattedState::modes_key): the same format
! read in turn from units of other DECIMAL= and ROUND= modes, with and
! without a DECIMAL= or ROUND= specifier, from an internal file, and
! after a statement whose P, DC or RU edit changed them.
! RUN: %fdiff %s
program read_modes_reuse
  implicit none
  character(len=12) :: fmt = '(f12.0)'
  character(len=12) :: line, line2
  real :: x
  real(8) :: d
  integer :: i, ios
  open (10, file='read_modes_reuse_p.txt', status='replace')
  open (11, file='read_modes_reuse_c.txt', status='replace', decimal='comma')
  do i = 1, 4
    write (10, '(a)') '  0.70000000'
    write (11, '(a)') '  0,70000000'
  end do
  rewind (10)
  rewind (11)
  close (11)
  open (11, file='read_modes_reuse_c.txt', decimal='comma', round='up')
  do i = 1, 4
    read (10, fmt, iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
    read (11, fmt, iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
  end do
  rewind (10)
  rewind (11)
  do i = 1, 2
    read (10, fmt, decimal='comma', iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
    read (10, fmt, round='down', iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
    read (11, fmt, decimal='point', iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
    read (11, fmt, iostat=ios) x
    write (*, '(i0,1x,z8.8)') ios, transfer(x, 0)
  end do
  ! an edit changes the modes; the next statement of the format starts
  ! from the unit's
  line = '  1234.5678'
  line2 = '  1234,5678'
  do i = 1, 3
    fmt = '(2p,f12.0)'
    read (line, fmt, iostat=ios) d
    write (*, '(i0,1x,z16.16)') ios, d
    fmt = '(dc,f12.0)'
    read (line2, fmt, iostat=ios) d
    write (*, '(i0,1x,z16.16)') ios, d
    fmt = '(ru,f12.0)'
    read (line, fmt, iostat=ios) d
    write (*, '(i0,1x,z16.16)') ios, d
    fmt = '(f12.0)'
    read (line, fmt, iostat=ios) d
    write (*, '(i0,1x,z16.16)') ios, d
    read (line2, fmt, decimal='comma', iostat=ios) d
    write (*, '(i0,1x,z16.16)') ios, d
  end do
  close (10, status='delete')
  close (11, status='delete')
end program
