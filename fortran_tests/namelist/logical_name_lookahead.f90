! Namelist READ of a LOGICAL value spelt like a name ("Tru", "Fals"):
! libgfortran passes the separator after it and reads one more char to
! look for a '=' (the value could be an object's name), then puts it
! back.  Where that char is the record's newline (after a '/' that ends
! the group), libgfortran has passed it in its buffer: the skip at the
! statement's end then passes the whole next record (END when there is
! none).  Other chars there, a '\r', a '!' comment, a repeat count, a
! plain "T" and the record's end before the '/' change nothing.
! RUN: %fdiff %s | %fcheck %s
program logical_name_lookahead
  implicit none
  character(len=12), parameter :: vals(12) = [character(len=12) :: &
      'Tru /', 'Tru/', 'Fals/', '2*Tru /', 'Tru  /  ', 'Tru / x', &
      'T /', 'Tru', 'Tr!c', 'Tru,/', 'Tru ,', '.Tru /']
  integer :: k
  do k = 1, size(vals)
    call one(k, trim(vals(k)), 3)
  end do
  call one(13, 'Tru /', 1)   ! the group's record is the last one
  call one(14, 'Tru /', 2)   ! a newline follows, then the end
contains
  subroutine one(k, val, records)
    integer, intent(in) :: k, records
    character(len=*), intent(in) :: val
    logical :: l(3)
    integer :: u, ios, ios2
    character(len=20) :: line
    namelist /g/ l
    open (newunit=u, file='n.txt', status='replace')
    write (u, '(a)') '&g  L=F , F  ' // val
    if (records >= 2) write (u, '(a)') '/'
    if (records >= 3) write (u, '(a)') 'next'
    close (u)
    open (newunit=u, file='n.txt', status='old')
    l = .false.
    read (u, nml=g, iostat=ios)
    line = '?'
    read (u, '(a)', iostat=ios2) line
    print '(i0,1x,i0,1x,3l1,1x,i0,1x,a)', k, ios, l, ios2, trim(line)
    close (u, status='delete')
  end subroutine
end program
! CHECK:1 0 FFT 0 next
! CHECK-NEXT:2 0 FFT 0 next
! CHECK-NEXT:3 0 FFF 0 next
! CHECK-NEXT:4 5010 FFT 0 /
! CHECK-NEXT:5 0 FFT 0 next
! CHECK-NEXT:6 0 FFT 0 /
! CHECK-NEXT:7 0 FFT 0 /
! CHECK-NEXT:8 0 FFT 0 next
! CHECK-NEXT:9 0 FFT 0 next
! CHECK-NEXT:10 0 FFT 0 /
! CHECK-NEXT:11 0 FFT 0 next
! CHECK-NEXT:12 0 FFT 0 /
! CHECK-NEXT:13 -1 FFT -1 ?
! CHECK-NEXT:14 0 FFT -1 ?
