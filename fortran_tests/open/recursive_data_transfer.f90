! ftnio-specific: a function in a WRITE's I/O list that writes to the same
! unit (forbidden by F2018 12.12) deadlocks libgfortran; ftnio fails the
! inner statement with IOSTAT 5012 "Recursive I/O not allowed" and the
! outer one completes.  A NEWUNIT number and a unit below 128 (the units
! whose lock is taken by the inline lookup of unit_table.h) and a unit
! above them (the table's general lookup).
! RUN: %ftnio-run %s | %fcheck %s
program recursive_data_transfer
  implicit none
  integer :: u, ios
  character(len=80) :: msg
  character(len=40) :: line
  open (newunit=u, file='r.txt')
  write (u, *) 'value', nested(u)
  rewind (u)
  read (u, '(a)') line
  print '(a)', trim(line)
  close (u, status='delete')
  call twice(7)
  call twice(1000)
contains
  subroutine twice(n)
    integer, intent(in) :: n
    open (unit=n, file='s.txt')
    write (n, *) 'value', nested(n)
    close (n, status='delete')
  end subroutine twice
  integer function nested(v)
    integer, intent(in) :: v
    msg = ''
    write (v, *, iostat=ios, iomsg=msg) 1
    print '(a,i0,a,i0,2a)', 'unit ', merge(-1, v, v < 0), ': iostat ', &
        ios, ' ', trim(msg)
    nested = ios
  end function nested
end program recursive_data_transfer
! CHECK:unit -1: iostat 5012 Recursive I/O not allowed
! CHECK-NEXT: value        5012
! CHECK-NEXT:unit 7: iostat 5012 Recursive I/O not allowed
! CHECK-NEXT:unit 1000: iostat 5012 Recursive I/O not allowed
