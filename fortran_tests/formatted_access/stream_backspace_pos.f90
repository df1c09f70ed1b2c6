! BACKSPACE on a formatted stream unit leaves libgfortran's POS= count
! where it was: INQUIRE(POS=) reports it, later statements count on from
! it, and a WRITE cuts the file at that count (so the rest of the file
! may stay).  REWIND and a POS= that moves set the count again.
! RUN: %fdiff %s
program stream_backspace_pos
  implicit none
  integer :: u, pos, ios
  character(10) :: s
  open(newunit=u, file='sbp.dat', access='stream', form='formatted', &
       status='replace')
  write(u,'(a)') 'line one'
  write(u,'(a)') 'line two'
  write(u,'(a)') 'line three'
  inquire(u, pos=pos); print *, 'after writes', pos
  backspace(u)
  inquire(u, pos=pos); print *, 'after backspace', pos
  backspace(u)
  read(u,'(a)', iostat=ios) s; print *, ios, s
  inquire(u, pos=pos); print *, 'after read', pos
  ! the count is 41 now: a POS= of that value does not move
  read(u,'(a)', pos=pos, iostat=ios) s; print *, ios, s
  inquire(u, pos=pos); print *, 'after read at pos', pos
  backspace(u)
  backspace(u)
  write(u,'(a)') 'X'
  inquire(u, pos=pos); print *, 'after write', pos
  call dump()
  ! In the middle of the file the count is below its size: the cut
  ! falls past what the WRITE wrote.
  rewind(u)
  read(u,'(a)') s
  read(u,'(a)') s
  backspace(u)
  write(u,'(a)') 'Y'
  inquire(u, pos=pos); print *, 'after mid write', pos
  call dump()
  ! A POS= that moves sets the count again.
  backspace(u)
  read(u,'(a)', pos=1) s; print *, s
  inquire(u, pos=pos); print *, 'after pos=1', pos
  write(u,'(a)') 'Z'
  call dump()
  close(u, status='delete')
contains
  subroutine dump()
    integer :: k
    rewind(u)
    do k = 1, 8
      read(u,'(a)', iostat=ios) s
      if (ios /= 0) exit
      print *, '[', s, ']'
    end do
    inquire(u, pos=pos); print *, 'end', pos, ios
  end subroutine
end program
