! flang front door: after any failure of a formatted WRITE's item, not
! only an edit's, the statement's end runs the format up to its next
! data edit, as flang 19's runtime does: a character constant that fits
! where a field overran a RECL= record is written, a '/' goes on into an
! internal file's next record, and after a defined output procedure that
! returned a nonzero IOSTAT (-1 and -2 too) the rest is written and the
! record ended.  ftnio did so only after an edit's failure.  Progen
! --flang seed 2480.
! RUN: %flangdiff %s | %fcheck %s
module m5
  implicit none
  type :: t5
    integer :: i = 0
  contains
    procedure :: wf => wf5
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf5(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t5), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    iostat = dtv%i
    iomsg = 'child write failed'
  end subroutine
end module m5
program failed_write_format_tail
  use m5
  integer :: ios, k
  character(100) :: msg, buf(3)
  character(8) :: b8(3)
  type(t5) :: x
  open(10, file='r.dat', recl=3, status='replace')
  write(10, '(a,/,"|",a)', iostat=ios, iomsg=msg) 'abcdef', 'x'
  print *, ios, trim(msg)
  write(10, '(a,"ab",/,"|cd",a)', iostat=ios, iomsg=msg) 'abcdef', 'x'
  print *, ios, trim(msg)
  write(10, '(i2,"abcd",a)', iostat=ios, iomsg=msg) 12345, 'x'
  print *, ios, trim(msg)
  close(10)
  call show('r.dat')
  open(10, file='d.dat', recl=4, access='direct', form='formatted', status='replace')
  write(10, '(a,"|",/,"k",a)', rec=1, iostat=ios, iomsg=msg) 'abcdef', 'x'
  print *, ios, trim(msg)
  write(10, '(a,"|",/,"k",a)', rec=3, iostat=ios, iomsg=msg) 'abc', 'xyzuvw'
  print *, ios, trim(msg)
  close(10)
  call show('d.dat')
  b8 = '~'
  write(b8, '(a,"|",/,"k",a)', iostat=ios, iomsg=msg) 'abcdefghij', 'x'
  print *, ios, trim(msg), ' ', b8
  b8 = '~'
  do k = -2, 1
    x%i = k
    if (k == 0) cycle
    write(b8, '(dt,"|",/,"k")', iostat=ios, iomsg=msg) x
    print *, ios, trim(msg), ' ', b8
    write(*, '(dt,"|",/,"k")', iostat=ios, iomsg=msg) x
    print *, ios, trim(msg)
  end do
contains
  subroutine show(f)
    character(*) :: f
    character(:), allocatable :: bytes
    integer :: u, n, j
    open(newunit=u, file=f, access='stream', form='unformatted')
    inquire(u, size=n)
    allocate(character(n) :: bytes)
    read(u) bytes
    do j = 1, n
      if (bytes(j:j) == achar(10)) bytes(j:j) = '/'
    end do
    print '(3a)', '[', bytes, ']'
    close(u, status='delete')
  end subroutine
end program
! CHECK: 1002 Attempt to write 6 bytes to position 0 in a fixed-size record of 3 bytes
! CHECK-NEXT: 1002 Attempt to write 6 bytes to position 0 in a fixed-size record of 3 bytes
! CHECK-NEXT: 1002 Attempt to write 4 bytes to position 2 in a fixed-size record of 3 bytes
! CHECK-NEXT:[|/ab/|cd/**x/]
! CHECK-NEXT: 1002 Attempt to write 6 bytes to position 0 in a fixed-size record of 4 bytes
! CHECK-NEXT: 1002 Attempt to write 6 bytes to position 1 in a fixed-size record of 4 bytes
! CHECK-NEXT:[|   k   abc|k   ]
! CHECK-NEXT: 1002 Excessive output to fixed-size record abcdefghk       ~       
! CHECK-NEXT: -2 End of record during non-advancing input |       k       ~       
! CHECK-NEXT:|
! CHECK-NEXT:k
! CHECK-NEXT: -2 End of record during non-advancing input
! CHECK-NEXT: -1 End of file during input |       k       ~       
! CHECK-NEXT:|
! CHECK-NEXT:k
! CHECK-NEXT: -1 End of file during input
! CHECK-NEXT: 1 child write failed |       k       ~       
! CHECK-NEXT:|
! CHECK-NEXT:k
! CHECK-NEXT: 1 child write failed
