! The size of a file as a unit knows it (issue 16): like libgfortran,
! which takes the size from fstat(2) at OPEN and then follows only its own
! writes and truncations, a unit does not see a file grown or shrunk by
! another process (here a shell command): INQUIRE(SIZE=), the check that a
! direct-access record exists, INQUIRE(POSITION=), and the end of a
! formatted stream record written before the end of the file (which is
! not cut) all use the known size.  Records written by the unit itself
! extend it; reopening the file learns the real size.
! RUN: %fdiff %s | %fcheck %s
! CHECK: size after growth elsewhere                  256
! CHECK: rec 3        5002 Non-existing record number
! CHECK: size after rec 5                  640
! CHECK: rec 4           0    0
! CHECK: rec 6        5002 Non-existing record number
! CHECK: seq size                    4  APPEND      
! CHECK: line           1           0 one
! CHECK: line           2           0 two
! CHECK: line           3          -1 two
! CHECK: seq size at end                    4
! CHECK: size after truncation elsewhere                  512
! CHECK: rec 3           0 two
! CHECK: stream size                    4
! CHECK: stream size reopened                   10
program grow
  implicit none
  integer :: u, ios, i
  integer(8) :: sz
  integer(1) :: b(128)
  character(80) :: msg
  character(12) :: pos
  b = 1
  open (newunit=u, file='d.bin', access='direct', recl=128, &
        form='unformatted', status='replace')
  write (u, rec=1) b
  write (u, rec=2) b
  flush (u)
  call execute_command_line('head -c 256 /dev/zero >> d.bin')
  inquire (u, size=sz)
  print *, 'size after growth elsewhere', sz
  read (u, rec=3, iostat=ios, iomsg=msg) b
  print *, 'rec 3', ios, trim(msg)
  b = 5
  write (u, rec=5) b
  inquire (u, size=sz)
  print *, 'size after rec 5', sz
  read (u, rec=4, iostat=ios, iomsg=msg) b
  print *, 'rec 4', ios, b(1)
  read (u, rec=6, iostat=ios, iomsg=msg) b
  print *, 'rec 6', ios, trim(msg)
  close (u)
  ! A sequential file grown elsewhere: REWIND, INQUIRE and reading on.
  open (newunit=u, file='s.txt', status='replace')
  write (u, '(a)') 'one'
  flush (u)
  call execute_command_line('echo two >> s.txt')
  inquire (u, size=sz, position=pos)
  print *, 'seq size', sz, ' ', pos
  rewind (u)
  do i = 1, 3
    read (u, '(a)', iostat=ios) msg
    print *, 'line', i, ios, trim(msg)
  end do
  inquire (u, size=sz)
  print *, 'seq size at end', sz
  close (u)
  ! Shrunk elsewhere: truncated behind the unit's back.
  open (newunit=u, file='t.bin', access='direct', recl=128, &
        form='unformatted', status='replace')
  do i = 1, 4
    write (u, rec=i) b
  end do
  flush (u)
  call execute_command_line('truncate -s 128 t.bin')
  inquire (u, size=sz)
  print *, 'size after truncation elsewhere', sz
  read (u, rec=3, iostat=ios, iomsg=msg) b
  print *, 'rec 3', ios, trim(msg)
  close (u)
  ! Stream access: a file grown elsewhere, the size seen and a write.
  open (newunit=u, file='st.txt', access='stream', form='formatted', &
        status='replace')
  write (u, '(a)') 'abc'
  flush (u)
  call execute_command_line('echo defgh >> st.txt')
  inquire (u, size=sz)
  print *, 'stream size', sz
  write (u, '(a)', pos=1) 'xy'
  close (u)
  open (newunit=u, file='st.txt', access='stream', form='unformatted')
  inquire (u, size=sz)
  print *, 'stream size reopened', sz
  close (u)
end program
