! The END an internal namelist READ meets while reading objects stays
! pending in the node of the NEWUNIT number the statement borrowed: the
! next internal namelist READ on that number reads nothing.  An
! OPEN(NEWUNIT=) that takes the number (even one that fails) makes a new
! node without it; a READ that borrows another number (a unit is open on
! the first) does not see it; a list-directed READ or a successful
! internal WRITE takes it away; INQUIRE does not (progen seed 307733).
! RUN: %fdiff %s
program nml_pending_end_newunit
  implicit none
  integer :: i, j, ios, u
  character(40) :: s, t
  logical :: lo
  namelist /g/ i, j
  s = '&g i=1 /'
  t = '&g i=5'
  ! 1: READ that meets END (no group)
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'a', ios, i
  i = 0; read(s, nml=g, iostat=ios); print *, 'b', ios, i
  ! after an internal WRITE
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'c', ios, i
  write(t, '(a)', iostat=ios) ' '; print *, 'w', ios
  i = 0; read(s, nml=g, iostat=ios); print *, 'd', ios, i
  ! after an OPEN(NEWUNIT) that works
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'e', ios, i
  open(newunit=u, status='scratch'); print *, 'u', u
  i = 0; read(s, nml=g, iostat=ios); print *, 'f', ios, i
  close(u)
  i = 0; read(s, nml=g, iostat=ios); print *, 'g', ios, i
  ! after an OPEN(NEWUNIT) that fails
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'h', ios, i
  open(newunit=u, file='/nonexistent/x', status='old', iostat=ios); print *, 'o', ios
  i = 0; read(s, nml=g, iostat=ios); print *, 'i', ios, i
  ! a unit open while pending: then READ borrows another number
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'j', ios, i
  open(newunit=u, status='scratch')
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'k', ios, i
  close(u)
  i = 0; read(s, nml=g, iostat=ios); print *, 'l', ios, i
  ! list-directed internal READ in between
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'm', ios, i
  read(s(3:), *, iostat=ios) j; print *, 'n', ios
  i = 0; read(s, nml=g, iostat=ios); print *, 'o', ios, i
  ! INQUIRE in between
  t = '&g i=5'; i = 0; read(t, nml=g, iostat=ios); print *, 'p', ios, i
  inquire(unit=-10, opened=lo, iostat=ios)
  i = 0; read(s, nml=g, iostat=ios); print *, 'q', ios, i
end program
