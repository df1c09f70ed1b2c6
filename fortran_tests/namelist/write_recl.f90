! Namelist WRITE on a unit opened with RECL=: the lines of the group are
! one record for libgfortran (newline characters inside it), so the
! output stops at RECL with EOR; every later piece that still fits is
! written all the same, and the unfinished record stays for the next WRITE.
! RUN: %fdiff %s
program p
  implicit none
  integer :: ios, i(3), j
  character(100) :: msg
  namelist /g/ i, j
  i = [1, 2, 3]
  j = 4
  call run('rn40.txt', 40)
  call run('rn10.txt', 10)
  call run('rn80.txt', 80)
contains
  subroutine run(name, recl)
    character(*), intent(in) :: name
    integer, intent(in) :: recl
    open (10, file=name, recl=recl, form='formatted', status='replace')
    write (10, g, iostat=ios, iomsg=msg)
    print *, ios
    write (10, '(t15,a)', iostat=ios, iomsg=msg) 'a'
    print *, ios
    write (10, '(a)', iostat=ios) ''
    print *, ios
    write (10, '(12x,a)', iostat=ios, iomsg=msg) 'a'
    print *, ios
    write (10, '(a)', iostat=ios) ''
    print *, ios
    close (10)
  end subroutine
end program
