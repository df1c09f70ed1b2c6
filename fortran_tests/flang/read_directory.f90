! flang front door: a directory.  flang's runtime opens STATUS='UNKNOWN'
! with O_CREAT whatever ACTION= says, so OPEN(ACTION='READ') of a
! directory fails (EISDIR, 21); ftnio opened it as libgfortran does.
! With STATUS='OLD' it opens, and every READ reports the failed read(2)
! (21): the unformatted one too (ftnio: 1027, a corrupt file), and the
! record skip of a READ with no items (ftnio: 0).  New files are made
! with mode 0600 as flang makes them (ftnio made 0666 less the umask,
! but for ACTION='READ').
! RUN: %flangdiff %s | %fcheck %s
! CHECK: open unknown 21 Is a directory
! CHECK: open old 0
! CHECK: list 21 Is a directory
! CHECK: no items 21 Is a directory
! CHECK: (a) 21 Is a directory
! CHECK: unformatted 21 Is a directory
! CHECK:600 read_directory_rw.dat
! CHECK:600 read_directory_r.dat
program read_directory
  implicit none
  integer :: u, ios, k
  character(80) :: msg, line
  call execute_command_line('mkdir -p read_directory.dir')
  u = -1
  msg = ''
  open (newunit=u, file='read_directory.dir', action='read', iostat=ios, &
        iomsg=msg)
  print *, 'open unknown', ios, trim(msg)
  if (ios == 0) close (u)
  open (newunit=u, file='read_directory.dir', action='read', &
        status='old', iostat=ios)
  print *, 'open old', ios
  if (ios /= 0) error stop 1
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) k
  print *, 'list', ios, trim(msg)
  rewind (u)
  msg = ''
  read (u, '()', iostat=ios, iomsg=msg)
  print *, 'no items', ios, trim(msg)
  rewind (u)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print *, '(a)', ios, trim(msg)
  close (u)
  open (newunit=u, file='read_directory.dir', action='read', &
        form='unformatted', status='old', iostat=ios)
  if (ios /= 0) error stop 2
  msg = ''
  read (u, iostat=ios, iomsg=msg) k
  print *, 'unformatted', ios, trim(msg)
  close (u)
  call execute_command_line('rmdir read_directory.dir')
  ! The modes new files get.
  open (newunit=u, file='read_directory_rw.dat')
  close (u)
  open (newunit=u, file='read_directory_r.dat', action='read')
  close (u)
  flush (6)
  call execute_command_line('stat -c "%a %n" read_directory_rw.dat ' // &
                            'read_directory_r.dat')
  open (newunit=u, file='read_directory_rw.dat')
  close (u, status='delete')
  open (newunit=u, file='read_directory_r.dat')
  close (u, status='delete')
end program read_directory
