! READ with A (and G, and A into an INTEGER) of records holding carriage
! returns, on units with CARRIAGECONTROL='NONE' (a carriage return is
! data) and the default 'LIST' (CR LF and a lone CR end records): the
! record-buffer shortcut must leave both to the general field reader.
! RUN: %fdiff --fflags=-fdec %s
program carriagecontrol_read
  implicit none
  character(len=8) :: a, b
  integer :: i, ios, u
  character(len=4) :: ia
  open (newunit=u, file='cr.txt', access='stream', form='unformatted', &
        status='replace')
  write (u) 'ab'//achar(13)//'cd'//achar(10)
  write (u) 'xy'//achar(13)//achar(10)
  write (u) 'efgh'//achar(13)//'ijkl'//achar(10)
  write (u) 'ABCD'//achar(10)
  write (u) achar(13)//'mnop'//achar(10)
  close (u)
  call run('none')
  call run('list')
contains
  subroutine run(cc)
    character(len=*), intent(in) :: cc
    open (newunit=u, file='cr.txt', status='old', carriagecontrol=cc)
    read (u, '(a)', iostat=ios) a
    call show('a', a)
    read (u, '(a3)', iostat=ios) a
    call show('a3', a)
    read (u, '(g3.1,a5)', iostat=ios) a, b
    call show('g3', a)
    call show('a5', b)
    read (u, '(a4)', iostat=ios) i
    write (ia, '(a4)') i
    call show('int', ia)
    read (u, '(a)', iostat=ios) a
    call show('a', a)
    read (u, '(a)', iostat=ios) a
    call show('a', a)
    close (u)
  end subroutine run
  subroutine show(what, v)
    character(len=*), intent(in) :: what, v
    integer :: k
    write (*, '(a,1x,i0,1x)', advance='no') what, ios
    do k = 1, len(v)
      write (*, '(z2.2)', advance='no') iachar(v(k:k))
    end do
    write (*, *)
  end subroutine show
end program carriagecontrol_read
