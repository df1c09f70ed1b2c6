! Under PAD='NO' with RECL=, libgfortran checks a field's width against
! the room left in the record before it reads: a wider field is EOR and
! reads nothing, not even a newline right there, so the next READ starts
! at that newline (an empty record: EOR again under PAD='NO', after which
! the READ after it reads the next record).  Advancing and non-advancing.
! RUN: %fdiff %s
program read_recl_eor_at_newline
  implicit none
  call run('', '(a9)', 'yes')
  call run('', '(a9)', 'no')
  call run('abc', '(a3,a6)', 'yes')
  call run('abc', '(a3,a6)', 'no')
  call run('abcd', '(a3,a6)', 'yes')
  call run('xy', '(a2,a7)', 'yes')
  call run('xy', '(a2,a6)', 'yes')
contains
  subroutine run(first, fmt, adv)
    character(*), intent(in) :: first, fmt, adv
    integer :: ios, k
    character(8) :: s, t
    character(60) :: msg
    open (10, file='rrecl.txt', access='stream', form='unformatted', &
          status='replace')
    write (10) first//achar(10)//'12345'//achar(10)//'678'//achar(10)
    close (10)
    open (11, file='rrecl.txt', status='old', pad='no', recl=8)
    s = '?'; t = '?'; msg = ''
    read (11, fmt, iostat=ios, iomsg=msg, advance=adv) s, t
    print '(4a,1x,i0,5a)', first, ' ', fmt, adv, ios, ' [', s, '] [', t, ']'
    k = -1
    read (11, '(i1)', iostat=ios, iomsg=msg) k
    print '(2x,i0,1x,i0,1x,a)', ios, k, trim(msg)
    close (11)
    open (11, file='rrecl.txt', status='old', pad='no', recl=8)
    read (11, fmt, iostat=ios, iomsg=msg, advance=adv) s, t
    k = -1
    read (11, '(i1)', iostat=ios, iomsg=msg) k
    k = -1
    read (11, '(i1)', iostat=ios, iomsg=msg) k
    print '(2x,i0,1x,i0,1x,a)', ios, k, trim(msg)
    close (11, status='delete')
  end subroutine run
end program read_recl_eor_at_newline
