! A formatted WRITE that failed after a T (a type mismatch at format
! reversion) leaves its record's blanks open; the next WRITE's T to that
! same column has no move to make, and libgfortran keeps the blanks it
! counted as pending, so the T, TL or X after the next field measure from
! them: '(t8,f5.3,t11,a3)' writes its A field at column 4.  Also with TL,
! X, on stdout, and the record after the failed one.
! RUN: %fdiff %s | %fcheck %s
program tab_pending_after_failed_write
  implicit none
  integer :: ios, k
  character(len=30) :: f(5)
  character(len=60) :: line
  real :: x
  x = 1.5
  f = [character(len=30) :: '(t8,f0.3,t11,a3)', '(t8,f5.3,t11,a3)', &
       '(t6,f5.3,tl4,a3)', '(t4,f5.3,t2,a3,t20,a1)', '(t5,f5.3,2x,a3)']
  do k = 1, size(f)
    open (10, file='w.dat', status='replace')
    write (10, f(k), iostat=ios) x, 'abc', 7
    print '(i0)', ios
    write (10, f(k), iostat=ios) x, 'ABC', 7
    write (10, '(a)') 'third'
    close (10)
    open (10, file='w.dat', status='old')
    do
      read (10, '(a)', iostat=ios) line
      if (ios /= 0) exit
      print '(3a)', '[', trim(line), ']'
    end do
    close (10, status='delete')
  end do
  write (*, '(t8,f5.3,t11,a3)', iostat=ios) x, 'abc', 7
  write (*, '(t8,f5.3,t11,a3)', iostat=ios) x, 'ABC', 7
  print '(a)', 'end'
end program tab_pending_after_failed_write
! CHECK:5006
! CHECK-NEXT:[       1.5abc]
! CHECK-NEXT:[   ABC 1.500]
! CHECK-NEXT:[       third]
