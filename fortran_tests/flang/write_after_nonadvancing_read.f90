! flang front door: a WRITE where a non-advancing READ left the unit
! inside a record rewrites that record from its start, the columns the
! READ passed taken from the start of flang 19's file buffer, the file's
! first bytes (a newline among them too), as its runtime does (issue 18;
! progen --flang seeds 403, 509, 791, 811).
! RUN: %flangdiff %s | %fcheck %s
program write_after_nonadvancing_read
  implicit none
  integer :: ios, k
  character(2) :: c
  character(20) :: line
  do k = 1, 4
    open (30, file='wanr.dat', status='replace')
    if (k == 4) write (30, '(a)') ''
    write (30, '(a)') 'ABCDEFGH'
    write (30, '(a)') '12345'
    write (30, '(a)') 'xyz'
    rewind (30)
    if (k >= 2) read (30, '(a)') line
    if (k == 3) read (30, '(a)') line
    read (30, '(a2)', advance='no') c
    write (30, '(i0)') 42
    rewind (30)
    do
      read (30, '(a)', iostat=ios) line
      if (ios /= 0) exit
      print '(i0,3a)', k, ' [', trim(line), ']'
    end do
    close (30, status='delete')
  end do
end program
! CHECK:1 [AB42]
! CHECK-NEXT:2 [ABCDEFGH]
! CHECK-NEXT:2 [AB42]
! CHECK-NEXT:3 [ABCDEFGH]
! CHECK-NEXT:3 [12345]
! CHECK-NEXT:3 [AB42]
! CHECK-NEXT:4 []
! CHECK-NEXT:4 []
! CHECK-NEXT:4 [A42]
