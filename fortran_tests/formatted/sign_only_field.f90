! An I field holding a sign and blanks: libgfortran reads it as zero (under
! BN the blanks are skipped), and a sign that ends the field is a bad
! value.  An external record and an internal array's record keep their
! trailing blanks; a scalar internal file loses them before the READ
! (libgfortran's trim, unless the format has BZ or '/'), so there "+  "
! is a sign alone.  F fields read a sign and blanks as zero everywhere.
! RUN: %fdiff %s | %fcheck %s
program sign_only_field
  implicit none
  character(len=8), parameter :: recs(6) = [character(len=8) :: &
      '+     ', '-', '  +   ', '+ ', '   -  ', '+  ']
  character(len=6) :: arr(2)
  character(len=8) :: one
  integer :: u, ios, i, k
  real :: x
  do k = 1, size(recs)
    open (newunit=u, file='s.txt', status='replace')
    write (u, '(a)') recs(k)
    write (u, '(a)') trim(recs(k))
    rewind (u)
    i = 5
    read (u, '(i6)', iostat=ios) i
    print '(i2,a,2i6)', k, ' external', ios, i
    i = 5
    read (u, '(i6)', iostat=ios) i
    print '(i2,a,2i6)', k, ' external trimmed', ios, i
    rewind (u)
    x = 5
    read (u, '(f6.2)', iostat=ios) x
    print '(i2,a,i6,f6.2)', k, ' external f', ios, x
    close (u, status='delete')
    arr(1) = recs(k); arr(2) = '7'
    i = 5
    read (arr, '(i6)', iostat=ios) i
    print '(i2,a,2i6)', k, ' array', ios, i
    i = 5
    one = recs(k)
    read (one, '(i6)', iostat=ios) i
    print '(i2,a,2i6)', k, ' scalar', ios, i
    i = 5
    read (one, '(bz,i6)', iostat=ios) i
    print '(i2,a,2i6)', k, ' scalar bz', ios, i
  end do
end program sign_only_field
! CHECK: 1 external     0     0
! CHECK: 1 external trimmed  5010     5
! CHECK: 1 external f     0  0.00
! CHECK: 1 array     0     0
! CHECK: 1 scalar  5010     5
! CHECK: 1 scalar bz     0     0
! CHECK: 2 external     0     0
! CHECK: 2 external trimmed  5010     5
! CHECK: 2 external f     0  0.00
! CHECK: 2 array     0     0
! CHECK: 2 scalar  5010     5
! CHECK: 2 scalar bz     0     0
! CHECK: 3 external     0     0
! CHECK: 3 external trimmed  5010     5
! CHECK: 3 external f     0  0.00
! CHECK: 3 array     0     0
! CHECK: 3 scalar  5010     5
! CHECK: 3 scalar bz     0     0
! CHECK: 4 external     0     0
! CHECK: 4 external trimmed  5010     5
! CHECK: 4 external f     0  0.00
! CHECK: 4 array     0     0
! CHECK: 4 scalar  5010     5
! CHECK: 4 scalar bz     0     0
! CHECK: 5 external     0     0
! CHECK: 5 external trimmed  5010     5
! CHECK: 5 external f     0  0.00
! CHECK: 5 array     0     0
! CHECK: 5 scalar  5010     5
! CHECK: 5 scalar bz     0     0
! CHECK: 6 external     0     0
! CHECK: 6 external trimmed  5010     5
! CHECK: 6 external f     0  0.00
! CHECK: 6 array     0     0
! CHECK: 6 scalar  5010     5
! CHECK: 6 scalar bz     0     0
