! flang front door, a deliberate difference (issue 18): a WRITE where a
! non-advancing READ left the unit inside a record goes on in that
! record after the columns the READ passed, which keep the record's own
! characters (F2018 12.3.4.4; libgfortran gives the same).  flang 19's
! runtime takes those columns from the start of its file buffer instead,
! the file's first bytes, and so writes other data into the record
! (progen --flang seeds 403, 509, 791, 811): not copied.
! RUN: %flangdiff --ftnio-only %s | %fcheck %s
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
! CHECK-NEXT:2 [1242]
! CHECK-NEXT:3 [ABCDEFGH]
! CHECK-NEXT:3 [12345]
! CHECK-NEXT:3 [xy42]
! CHECK-NEXT:4 []
! CHECK-NEXT:4 [AB42]
