! RECL= on an unformatted sequential file: READ and WRITE count the bytes
! left in the record on one counter of the unit, as in libgfortran.  A READ
! that finds a record gives it RECL bytes, one that fails keeps what it
! had not used, and one that ends its record gives RECL again; a WRITE
! starts from what is left.  ftnio kept the READ's count apart, so a WRITE
! after a READ had only the room a failed WRITE had left.
! RUN: %fdiff %s | %fcheck %s
program recl_read_shares_room
  implicit none
  integer :: u, ios, a(4)
  character(len=80) :: msg
  ! A failed WRITE, REWIND, a READ of the zero-length record it left
  ! (5016 after the head): RECL bytes again for the next WRITE.
  open (newunit=u, file='e.bin', form='unformatted', recl=8, &
        status='replace')
  msg = ''
  write (u, iostat=ios, iomsg=msg) 58, 24, 90, 16, 95
  print *, 'write', ios, trim(msg)
  rewind (u)
  call r(1)
  msg = ''
  write (u, iostat=ios, iomsg=msg) 7, 41, 77
  print *, 'write', ios, trim(msg)
  close (u)
  call sz('e.bin')
  ! A READ cut by RECL= uses the room up: the WRITE after it fails at once.
  open (newunit=u, file='e.bin', form='unformatted', recl=8, &
        status='replace')
  write (u) 1, 2
  write (u) 3, 4
  rewind (u)
  call r(3)
  msg = ''
  write (u, iostat=ios, iomsg=msg) 5
  print *, 'write', ios, trim(msg)
  close (u)
  call sz('e.bin')
  ! A READ that ends its record gives the room back after a failed WRITE.
  open (newunit=u, file='e.bin', form='unformatted', recl=12, &
        status='replace')
  write (u) 1, 2, 3
  msg = ''
  write (u, iostat=ios, iomsg=msg) 4, 5, 6, 7
  print *, 'write', ios, trim(msg)
  rewind (u)
  call r(1)
  msg = ''
  write (u, iostat=ios, iomsg=msg) 8, 9, 10
  print *, 'write', ios, trim(msg)
  rewind (u)
  call r(3)
  call r(3)
  close (u)
  call sz('e.bin')
contains
  subroutine r(n)
    integer, intent(in) :: n
    msg = ''
    a = -1
    read (u, iostat=ios, iomsg=msg) a(1:n)
    print *, 'read', ios, a(1:n), trim(msg)
  end subroutine r
  subroutine sz(name)
    character(*), intent(in) :: name
    integer :: v, n
    open (newunit=v, file=name, access='stream', status='old', action='read')
    inquire (v, size=n)
    print *, name, n
    close (v)
  end subroutine sz
end program recl_read_shares_room
! CHECK: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: read        5016          -1 I/O past end of record on unformatted file
! CHECK-NEXT: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: e.bin          20
! CHECK-NEXT: read        5016           1           2          -1 I/O past end of record on unformatted file
! CHECK-NEXT: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: e.bin          16
! CHECK-NEXT: write        5016 I/O past end of record on unformatted file
! CHECK-NEXT: read           0           1{{ }}
! CHECK-NEXT: write           0{{ }}
! CHECK-NEXT: read           0           1           2           3{{ }}
! CHECK-NEXT: read           0           8           9          10{{ }}
! CHECK-NEXT: e.bin          40
