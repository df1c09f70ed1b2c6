! A formatted stream WRITE at POS= over existing bytes: after the record's
! newline libgfortran cuts the file there only when more than one byte
! follows (it compares its 1-based position with the size), so a file one
! byte longer than the new record keeps that byte.
! RUN: %fdiff %s | %fcheck %s
program stream_rewrite_end
  implicit none
  integer :: k, u, n
  character(len=1) :: b(16)
  do k = 0, 4
    open (newunit=u, file='s.dat', access='stream', form='formatted', &
          status='replace')
    write (u, '(a)') repeat('+', 3 + k)
    write (u, '(a)', pos=1) 'xz)'
    close (u)
    open (newunit=u, file='s.dat', access='stream', form='unformatted', &
          status='old')
    inquire (u, size=n)
    b = '.'
    read (u) b(1:n)
    print '(i2,i4,1x,16(z2.2,1x))', k, n, b(1:n)
    close (u, status='delete')
  end do
end program stream_rewrite_end
! CHECK: 0   4 78 7A 29 0A
! CHECK: 1   5 78 7A 29 0A 0A
! CHECK: 2   4 78 7A 29 0A
! CHECK: 3   4 78 7A 29 0A
! CHECK: 4   4 78 7A 29 0A
