! A list-directed READ that went on in a record a non-advancing READ kept
! after EOR carries libgfortran's count of that record's columns (below
! RECL) to the next statement, so a formatted READ that finds the end of
! the file reads an empty record there instead of END.  A record advance
! inside that READ ('/', format reversion) starts the count over: a field
! after it at the end of the file is END, as in libgfortran.
! RUN: %fdiff %s | %fcheck %s
program slash_after_eor_list
  integer :: i1, i2, ios, sz, k
  real :: r2
  character(4) :: c3
  character(12) :: f(4)
  f = [character(12) :: '(i4/i4)', '(i4)', '(i4,/)', '(/,i4)']
  do k = 1, 4
    open(100, file='q.dat', status='replace')
    write(100, '(a)') 'Y'
    write(100, '(a)') '1 2 3'
    write(100, '(a)') ''
    rewind(100)
    read(100, '(a4)', advance='no', size=sz, iostat=ios) c3
    read(100, *, iostat=ios) i1, r2
    i1 = -5; i2 = -5
    read(100, f(k), iostat=ios) i1, i2
    print '(a,1x,3i4)', trim(f(k)), ios, i1, i2
    i1 = -5
    read(100, '(i4)', iostat=ios) i1
    print '(a,1x,2i4)', 'next', ios, i1
    close(100, status='delete')
  end do
end program slash_after_eor_list
! CHECK:(i4/i4)   -1   0  -5
! CHECK-NEXT:next 5001  -5
! CHECK-NEXT:(i4)   -1   0  -5
