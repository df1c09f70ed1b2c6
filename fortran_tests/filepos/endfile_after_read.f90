! ENDFILE after a READ that libgfortran leaves inside its record (its
! current_record): after a list-directed READ, a READ stopped by EOR and a
! READ stopped by a format error, ENDFILE first moves to the end of that
! record (after a list-directed READ, the end of the next one) and cuts
! the file there; when a list-directed READ read the last record, that
! move finds the end of the file and ENDFILE reports END.  After a
! formatted, non-advancing or namelist READ it cuts where the READ stopped.
! RUN: %fdiff %s | %fcheck %s
program endfile_after_read
  implicit none
  integer :: k
  do k = 1, 13
    call one(k)
  end do
  call on_stream()
contains
  subroutine one(k)
    integer, intent(in) :: k
    integer :: u, ios, ip, i, sz
    character(len=8) :: c
    namelist /g/ i
    open (newunit=u, file='ef.txt', status='replace')
    write (u, '(a)') ' 1 2'
    write (u, '(a)') '&g i=3 /'
    write (u, '(a)') ' 5 6'
    write (u, '(a)') ' 7 8'
    rewind (u)
    ios = 0
    select case (k)
    case (1); read (u, *, iostat=ios) i
    case (2); read (u, *, iostat=ios) i, i, i
    case (3); read (u, '(i2)', iostat=ios) i
    case (4); read (u, '(a1)', advance='no', iostat=ios) c
    case (5); read (u, '(i1)', iostat=ios) c
    case (6); read (u, '(a6)', advance='no', iostat=ios) c
    case (7); read (u, '(a)') c; read (u, *, iostat=ios) c
    case (8); read (u, '(a)') c; read (u, nml=g, iostat=ios)
    case (9); call skip(u, 3); read (u, *, iostat=ios) i
    case (10); call skip(u, 3); read (u, *, iostat=ios) i, i, i
    case (11); call skip(u, 3); read (u, '(a)', advance='no', iostat=ios) c
    case (12); read (u, *, iostat=ios) i; write (u, '(a)') 'xx'
    case (13); read (u, *, iostat=ios) i; backspace (u)
    end select
    ip = ios
    endfile (u, iostat=ios)
    inquire (u, size=sz)
    print '(i3,3i6)', k, ip, ios, sz
    close (u, status='delete')
  end subroutine one
  subroutine skip(u, n)
    integer, intent(in) :: u, n
    integer :: j
    do j = 1, n
      read (u, '(a)')
    end do
  end subroutine skip
  subroutine on_stream()
    integer :: u, ios, i, sz
    open (newunit=u, file='es.txt', status='replace', access='stream', &
          form='formatted')
    write (u, '(a)') ' 1 2'
    write (u, '(a)') ' 3 4'
    rewind (u)
    read (u, *, iostat=ios) i
    endfile (u, iostat=ios)
    inquire (u, size=sz)
    print '(a,2i6)', 'stream', ios, sz
    close (u)
  end subroutine on_stream
end program endfile_after_read
! CHECK:  1     0     0    14
! CHECK:  2  5010     0    19
! CHECK:  3     0     0     5
! CHECK:  4     0     0     1
! CHECK:  5  5006     0     5
! CHECK:  6    -2     0    14
! CHECK:  7     0     0    19
! CHECK:  8     0     0    14
! CHECK:  9     0    -1    24
! CHECK: 10    -1  5001    24
! CHECK: 11    -2     0    24
! CHECK: 12     0     0     8
! CHECK: 13     0     0     0
! CHECK:stream     0    10
