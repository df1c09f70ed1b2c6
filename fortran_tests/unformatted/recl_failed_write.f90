! Record lengths that do not hold, with RECL= on an unformatted sequential
! file: a WRITE past RECL fails inside its record, and libgfortran then
! refuses every READ (5002 "Cannot READ after a nonadvancing WRITE") until
! a WRITE ends a record, REWIND or OPEN; a READ takes no more than RECL bytes of
! a record whatever its marker says (5016), and stays in the record.  ftnio
! read a marker out of the data instead, skipped the record it claimed
! and left a file of megabytes.  Formatted and direct access too.
! RUN: %fdiff %s | %fcheck %s
program recl_failed_write
  implicit none
  integer :: u, ios, a(6), i
  character(len=80) :: msg
  character(len=10) :: c
  open (newunit=u, file='e.bin', form='unformatted', recl=12, &
        status='replace')
  call w('write', 57, 58, 5, 68)
  call b()
  call r(1)
  call e()
  call sz('e.bin')
  close (u)
  ! A marker claiming a million bytes, read with RECL=16, then ENDFILE.
  open (newunit=u, file='m.bin', access='stream', form='unformatted', &
        status='replace')
  write (u) 1000000, 2147483647, 12, 1000000, 1000000, 4, 1000000, -8
  close (u)
  open (newunit=u, file='m.bin', form='unformatted', recl=16, status='old')
  call r(6)
  call r(1)
  call e()
  close (u)
  call sz('m.bin')
  ! Formatted sequential: an overflowing WRITE, BACKSPACE, READ.
  open (newunit=u, file='f.txt', recl=4, status='replace')
  write (u, '(a)') 'ab'
  write (u, '(a)', iostat=ios) 'abcdefgh'
  print *, 'formatted write', ios
  backspace (u)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) c
  print *, 'formatted read', ios, trim(msg)
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) c
  print *, 'list read', ios, trim(msg)
  close (u, status='delete')
  ! Direct access.
  open (newunit=u, file='d.bin', form='unformatted', access='direct', &
        recl=4, status='replace')
  write (u, rec=1, iostat=ios) 1, 2
  print *, 'direct write', ios
  msg = ''
  read (u, rec=1, iostat=ios, iomsg=msg) i
  print *, 'direct read', ios, trim(msg)
  close (u)
  call sz('d.bin')
  ! END at the head marker gives way to 5002; the file is then after its
  ! end.
  open (newunit=u, file='e.bin', form='unformatted', recl=4, &
        status='replace')
  call w('write', 1, 2)
  call r(1)
  call r(1)
  close (u, status='delete')
contains
  subroutine w(what, i1, i2, i3, i4)
    character(*), intent(in) :: what
    integer, intent(in) :: i1, i2
    integer, intent(in), optional :: i3, i4
    msg = ''
    if (present(i4)) then
      write (u, iostat=ios, iomsg=msg) i1, i2, i3, i4
    else if (present(i3)) then
      write (u, iostat=ios, iomsg=msg) i1, i2, i3
    else
      write (u, iostat=ios, iomsg=msg) i1, i2
    end if
    print *, what, ios, trim(msg)
  end subroutine w
  subroutine r(n)
    integer, intent(in) :: n
    msg = ''
    a = -1
    read (u, iostat=ios, iomsg=msg) a(1:n)
    print *, 'read', ios, a(1:n), trim(msg)
  end subroutine r
  subroutine b()
    msg = ''
    backspace (u, iostat=ios, iomsg=msg)
    print *, 'backspace', ios, trim(msg)
  end subroutine b
  subroutine e()
    msg = ''
    endfile (u, iostat=ios, iomsg=msg)
    print *, 'endfile', ios, trim(msg)
  end subroutine e
  subroutine sz(name)
    character(*), intent(in) :: name
    integer :: v, n
    open (newunit=v, file=name, access='stream', status='old', action='read')
    inquire (v, size=n)
    print *, name, n
    close (v)
  end subroutine sz
end program recl_failed_write
! CHECK: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: backspace           0{{ }}
! CHECK-NEXT: read        5002          -1 Cannot READ after a nonadvancing WRITE
! CHECK-NEXT: endfile           0{{ }}
! CHECK-NEXT: e.bin           7
! CHECK-NEXT: read        5016  2147483647          12     1000000     1000000          -1          -1 I/O past end of record on unformatted file
! CHECK-NEXT: read           0     1000000{{ }}
! CHECK-NEXT: endfile           0{{ }}
! CHECK-NEXT: m.bin          32
! CHECK-NEXT: formatted write          -2
! CHECK-NEXT: formatted read        5002 Cannot READ after a nonadvancing WRITE
! CHECK-NEXT: list read        5002 Cannot READ after a nonadvancing WRITE
! CHECK-NEXT: direct write        5015
! CHECK-NEXT: direct read        5002 Cannot READ after a nonadvancing WRITE
! CHECK-NEXT: d.bin           4
! CHECK-NEXT: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: read        5002          -1 Cannot READ after a nonadvancing WRITE
! CHECK-NEXT: read        5001          -1 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
