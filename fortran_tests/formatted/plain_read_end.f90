! The end of a formatted READ the plain READ lane started
! (transfer/plain_lane.cpp, finish_plain_formatted_read) and every case
! that leaves it for the general end's rest: the format's tail passing
! records ('/', reversion, ':'), END met there with IOSTAT=, END= and
! neither (ERR= too), a value error, PAD='NO' records too short, the last
! record without its newline, and what the next statement sees after
! each: INQUIRE(POSITION=, POS=), BACKSPACE, ENDFILE, a WRITE.
! RUN: %fdiff %s
program plain_read_end
  implicit none
  integer :: u, ios, i, j, k, a(4)
  real(8) :: d
  character(100) :: msg
  character(20) :: pos
  character(8) :: s

  open (newunit=u, file='plain_read_end.dat', status='replace')
  do i = 1, 6
    write (u, '(i3,1x,es24.16)') i, 1.5d0 * i
  end do
  write (u, '(a)', advance='no') ' 77'   ! the last record: no newline
  close (u)

  ! Plain READs, then the position each leaves.
  open (newunit=u, file='plain_read_end.dat', status='old', access='sequential')
  read (u, '(i3,1x,es24.16)') k, d
  inquire (u, position=pos)
  print '(i0,1x,f6.2,1x,a)', k, d, trim(pos)
  ! A '/' in the format's tail: the next record passed too.
  read (u, '(i3,/)') k
  print *, 'slash tail', k
  ! Reversion across records: four items, one a record.
  a = -1
  read (u, '(i3)') a(1:2)
  print *, 'reversion', a
  ! ':' ends the format where the items end.
  read (u, '(i3,:,/,i3)') k
  print *, 'colon', k
  read (u, '(a3)') s
  print *, 'last', s
  ! END in the format's tail with IOSTAT=.
  msg = ''
  read (u, '(a3,/)', iostat=ios, iomsg=msg) s
  print *, 'tail end', ios, trim(msg), ' ', s
  inquire (u, position=pos)
  print *, trim(pos)
  read (u, '(a3)', iostat=ios) s
  print *, 'after', ios
  close (u)

  ! The same END with END= and with ERR= (not taken), and a WRITE after.
  open (newunit=u, file='plain_read_end.dat', status='old')
  do i = 1, 6
    read (u, '(i3)') k
  end do
  read (u, '(a3,/)', end=10, err=20) s
  print *, 'no end?'
  goto 30
10 print *, 'end label', s
  goto 30
20 print *, 'err label'
30 backspace (u)
  read (u, '(a3)', iostat=ios) s
  print *, 'backspace then read', ios, s
  close (u)

  ! A value error: the general end, and the record it leaves.
  open (newunit=u, file='plain_read_end.dat', status='old')
  read (u, '(i3,1x,i5)', iostat=ios, iomsg=msg) k, j
  print *, 'bad value', ios, trim(msg)
  read (u, '(i3)') k
  print *, 'next', k
  ! ENDFILE and a WRITE after a plain READ.
  read (u, '(i3)') k
  endfile (u)
  rewind (u)
  do
    read (u, '(i3)', iostat=ios) k
    if (ios /= 0) exit
    print *, 'kept', k
  end do
  close (u)

  open (newunit=u, file='plain_read_end.dat', status='old')
  read (u, '(i3)') k
  write (u, '(a)') 'written'
  rewind (u)
  do
    read (u, '(a8)', iostat=ios) s
    if (ios /= 0) exit
    print *, 'line ', s
  end do
  print *, 'ios', ios
  close (u)

  ! PAD='NO': a record shorter than the format, then the next READ.
  open (newunit=u, file='plain_read_end.dat', status='old', pad='no')
  read (u, '(i3,1x,a30)', iostat=ios, iomsg=msg) k, s
  print *, 'pad no', ios, trim(msg)
  read (u, '(i3)', iostat=ios) k
  print *, 'then', ios, k
  read (u, '(i3)') k
  inquire (u, pos=i)
  print *, 'pos', k, i
  close (u, status='delete')
end program
