! OPEN and CLOSE in loops (perf: window buffers kept for the next
! stream, unit names copied into the storage the unit's last name left,
! scratch names built in one thread-local string): a unit reopened with
! another FORM=, RECL= or ACCESS= gets a buffer another connection used
! and must see none of its bytes; NEWUNIT= numbers come back in order;
! scratch files are gone at CLOSE; a name longer than the ones before
! (and one of over 256 characters) is kept whole, in INQUIRE(NAME=) and
! in the messages of a failing OPEN and CLOSE; an OPEN failing midway
! leaves the next one unharmed.
! RUN: %fdiff %s
program reopen_cycles
  implicit none
  integer :: i, k, u, v, ios, n
  integer :: vals(4)
  character(len=300) :: longname, got
  character(len=400) :: msg
  character(len=40) :: line
  logical :: ex

  ! Formatted, unformatted, direct and stream connections of one unit in
  ! turn, each file written and read back whole.
  do i = 1, 6
    select case (mod(i, 4))
    case (0)
      open (10, file='rc_fmt.dat', status='replace', form='formatted')
      write (10, '(a,i0)') 'formatted ', i
      rewind (10)
      read (10, '(a)') line
      print '(a)', trim(line)
    case (1)
      open (10, file='rc_unf.dat', status='replace', form='unformatted')
      write (10) i, i * 2, i * 3, i * 4
      rewind (10)
      read (10) vals
      print '(a,4i4)', 'unformatted', vals
    case (2)
      open (10, file='rc_dir.dat', status='replace', access='direct', &
            form='formatted', recl=12 + i)
      write (10, '(i12)', rec=2) i * 111
      write (10, '(i12)', rec=1) i
      read (10, '(i12)', rec=2) k
      print '(a,i0,a,i0)', 'direct recl ', 12 + i, ': ', k
    case (3)
      open (10, file='rc_str.dat', status='replace', access='stream', &
            form='unformatted')
      write (10) i, -i
      read (10, pos=5) k
      inquire (10, size=n)
      print '(a,i0,a,i0)', 'stream ', k, ' size ', n
    end select
    close (10, status='delete')
  end do

  ! A short line read after a longer one in the buffer's last use.
  open (11, file='rc_a.dat', status='replace')
  write (11, '(a)') repeat('x', 40)
  close (11)
  open (11, file='rc_b.dat', status='replace')
  write (11, '(a)') 'ab'
  rewind (11)
  line = ''
  read (11, '(a)', iostat=ios) line
  print '(a,i0,3a)', 'short: ', ios, ' [', trim(line), ']'
  read (11, '(a)', iostat=ios) line
  print '(a,i0)', 'then: ', ios
  close (11, status='delete')
  open (11, file='rc_a.dat')
  close (11, status='delete')

  ! NEWUNIT numbers: freed at CLOSE, the lowest free one next.
  open (newunit=u, status='scratch')
  open (newunit=v, status='scratch')
  print '(a,2i5)', 'newunits', u, v
  close (u)
  open (newunit=u, status='scratch', form='unformatted')
  print '(a,i5)', 'reused', u
  write (u) 1, 2, 3
  rewind (u)
  read (u) vals(1:3)
  print '(a,3i3)', 'scratch unformatted', vals(1:3)
  close (u)
  close (v)

  ! Scratch files in a loop: each holds only its own data, each is gone.
  do i = 1, 5
    open (newunit=u, status='scratch')
    write (u, '(i0)') i * 7
    rewind (u)
    read (u, *) k
    inquire (u, named=ex)
    close (u)
    print '(a,i0,a,i0,a,l1)', 'scratch ', u, ' read ', k, ' named ', ex
  end do

  ! Names of every length, the unit's last name shorter or longer.
  longname = '.'
  do while (len_trim(longname) < 280)
    longname = trim(longname) // '/.'
  end do
  longname = trim(longname) // '/rc_long_name.dat'
  do i = 1, 3
    select case (i)
    case (1)
      open (12, file='rc_s.dat', status='replace')
    case (2)
      open (12, file=longname, status='replace')
    case (3)
      open (12, file='rc_medium_length_file_name.dat', status='replace')
    end select
    write (12, '(a,i0)') 'name ', i
    inquire (12, name=got)
    print '(i0,1x,i0,1x,a)', i, len_trim(got), trim(got(max(1, len_trim(got)-20):))
    close (12, status='delete')
    inquire (file=got, exist=ex)
    print '(a,l1)', 'deleted ', .not. ex
  end do

  ! An OPEN that fails, then the unit and the name used again.
  open (13, file='rc_missing_file_with_a_longer_name.dat', status='old', &
        iostat=ios, iomsg=msg)
  print '(a,i0,2a)', 'missing: ', ios, ' ', trim(msg)
  open (13, file=longname, status='new', iostat=ios)
  print '(a,i0)', 'new long: ', ios
  open (14, file=longname, status='new', iostat=ios, iomsg=msg)
  print '(a,i0,2a)', 'new again: ', ios, ' ', trim(msg(len_trim(msg)-40:))
  close (13, status='keep', iostat=ios)
  print '(a,i0)', 'keep: ', ios
  open (13, file=longname, status='old')
  close (13, status='delete')
  inquire (file=longname, exist=ex)
  print '(a,l1)', 'long gone ', .not. ex
end program reopen_cycles
