! A list-directed READ that takes a last record without a newline to the
! end of the file (skipping the rest of the record, or after a bad value)
! leaves the next READ at the end of the file: END, as in libgfortran,
! with and without RECL=; not an empty record.
! RUN: %fdiff %s | %fcheck %s
program unended_last_record
  implicit none
  integer :: ios, i, k
  character(12) :: s
  do k = 1, 6
    open(10, file='p.dat', status='replace', access='stream', &
         form='unformatted')
    write(10) ' F T '
    close(10)
    if (mod(k, 2) == 1) open(10, file='p.dat', status='old', recl=10)
    if (mod(k, 2) == 0) open(10, file='p.dat', status='old')
    s = 'init'
    if (k <= 2) read(10, *, iostat=ios) i
    if (k == 3 .or. k == 4) read(10, *, iostat=ios) s
    if (k >= 5) read(10, '(i2)', iostat=ios) i
    write(*, '(i0,a,i0,3a)', advance='no') k, ' ', ios, ' [', trim(s), ']'
    s = 'init'
    read(10, '(a)', iostat=ios) s
    print '(a,i0,3a)', ' then ', ios, ' [', trim(s), ']'
    close(10, status='delete')
  end do
end program unended_last_record
! CHECK:1 5010 [init] then -1 [init]
! CHECK-NEXT:2 5010 [init] then -1 [init]
! CHECK-NEXT:3 0 [F] then -1 [init]
! CHECK-NEXT:4 0 [F] then -1 [init]
! CHECK-NEXT:5 5010 [init] then -1 [init]
! CHECK-NEXT:6 5010 [init] then -1 [init]
