! T and TL after a field that met a carriage return record end (a lone
! '\r' or "\r\n"), which the field consumed: libgfortran's count of the
! record's columns leaves that end out.  A move to where it began, or past
! it, stays after it (the fields after read empty, the next READ starts
! after it); one further back goes before it, and a field meets it again
! (or, complete before it, leaves it to the skip to the newline).  Also
! after a format error, where the READ stays where it got to.
! RUN: %fdiff %s
program read_tab_after_cr_end
  implicit none
  character(12) :: fmts(10)
  integer :: m, k
  fmts = [character(12) :: '(a3,tl1,a2)', '(a3,tl3,a3)', '(a3,t1,a3)', &
          '(a3,t3,a2)', '(a3,tl2,a2)', '(a5,tl5,a5)', '(a1,tl1,a6)', &
          '(a6,tl9,a2)', '(a2,t2,a3)', '(a3,t5,a2)']
  do m = 1, 3
    do k = 1, size(fmts)
      call try(m, fmts(k))
    end do
    call try_error(m, '(f3.0,tl2,i3)')
    call try_error(m, '(f3.0,tl1,i3)')
    call try_error(m, '(f3.0,t1,i3)')
  end do
contains
  subroutine make(m)
    integer, intent(in) :: m
    open (10, file='tacr.txt', access='stream', form='unformatted', &
          status='replace')
    select case (m)
    case (1); write (10) 'ab'//achar(13)//'cd'//achar(10)//'next'//achar(10)
    case (2); write (10) achar(13)//'cd'//achar(10)//'next'//achar(10)
    case (3); write (10) 'ab'//achar(13)//achar(10)//'cd'//achar(10)//'next'//achar(10)
    end select
    close (10)
    open (11, file='tacr.txt', status='old')
  end subroutine make
  subroutine try(m, fmt)
    integer, intent(in) :: m
    character(*), intent(in) :: fmt
    character(6) :: s1, s2
    character(20) :: s3
    integer :: ios
    call make(m)
    s1 = '?'; s2 = '?'; s3 = '?'
    read (11, fmt, iostat=ios) s1, s2
    read (11, '(a)', iostat=ios) s3
    print '(i0,1x,a12,1x,i0,6a)', m, fmt, ios, ' [', s1, '] [', s2, '] ', s3
    close (11, status='delete')
  end subroutine try
  subroutine try_error(m, fmt)
    integer, intent(in) :: m
    character(*), intent(in) :: fmt
    character(6) :: s2
    character(20) :: s3
    real :: d
    integer :: ios, ios2
    call make(m)
    d = -1; s2 = '?'; s3 = '?'
    read (11, fmt, iostat=ios) d, s2
    read (11, '(a)', iostat=ios2) s3
    print '(i0,1x,a12,1x,i0,1x,f4.0,1x,i0,2a)', m, fmt, ios, d, ios2, ' ', s3
    close (11, status='delete')
  end subroutine try_error
end program read_tab_after_cr_end
