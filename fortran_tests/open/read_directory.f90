! A directory opened ACTION='READ' and read: libgfortran's buffer takes
! the failed read(2) (EISDIR) of a formatted sequential READ for the end
! of the file (IOSTAT -1, then 5001 for the next READ), of an unformatted
! sequential one for a corrupt file (5009), while the record skip of a
! READ with no items, stream and direct access report errno 21.  ftnio
! reported 21 for every formatted READ, and 0 for the record skip.
! RUN: %fdiff %s
program read_directory
  implicit none
  integer :: u, ios, k
  character(80) :: msg, line
  call execute_command_line('mkdir -p read_directory.dir')
  u = -1
  open (newunit=u, file='read_directory.dir', action='read', iostat=ios)
  print *, 'open', ios
  if (ios /= 0) error stop 1
  call show('list', 1)
  rewind (u)
  call show('non-advancing', 2)
  rewind (u)
  call show('no items', 3)
  rewind (u)
  call show('list, no items', 4)
  rewind (u)
  call show('(a)', 5)
  call show('(a) after END', 5)
  close (u)
  ! The other forms and accesses.
  open (newunit=u, file='read_directory.dir', action='read', &
        form='unformatted', status='old', iostat=ios)
  if (ios /= 0) error stop 2
  msg = ''
  read (u, iostat=ios, iomsg=msg) k
  print *, 'unformatted', ios, trim(msg)
  close (u)
  open (newunit=u, file='read_directory.dir', action='read', &
        access='stream', form='formatted', iostat=ios)
  if (ios /= 0) error stop 3
  call show('stream (a)', 5)
  close (u)
  open (newunit=u, file='read_directory.dir', action='read', &
        access='direct', recl=4, iostat=ios)
  if (ios /= 0) error stop 4
  msg = ''
  read (u, rec=1, iostat=ios, iomsg=msg) line(1:4)
  print *, 'direct', ios, trim(msg)
  close (u)
  ! Read-write: OPEN itself fails.
  msg = ''
  open (newunit=u, file='read_directory.dir', iostat=ios, iomsg=msg)
  print *, 'open read-write', ios, trim(msg)
  call execute_command_line('rmdir read_directory.dir')

contains

  subroutine show(what, how)
    character(*), intent(in) :: what
    integer, intent(in) :: how
    msg = ''
    select case (how)
    case (1)
      read (u, *, iostat=ios, iomsg=msg) k
    case (2)
      read (u, '(a)', advance='no', iostat=ios, iomsg=msg) line
    case (3)
      read (u, '()', iostat=ios, iomsg=msg)
    case (4)
      read (u, *, iostat=ios, iomsg=msg)
    case default
      read (u, '(a)', iostat=ios, iomsg=msg) line
    end select
    print *, what, ios, trim(msg)
  end subroutine show
end program read_directory
