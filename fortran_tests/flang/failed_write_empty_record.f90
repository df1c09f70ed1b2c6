! flang front door: a formatted WRITE that fails before it put anything in
! its record writes no record (the next WRITE starts it); a record that
! holds something is ended.  A pending X or T skip writes no blanks.
! RUN: %flangdiff %s | %fcheck %s
program failed_write_empty_record
  implicit none
  integer :: ios, i
  character(80) :: line
  character(20) :: f
  open (10, file='x.txt', status='replace')
  f = '(I5)'
  write (10, f, iostat=ios) 2.0
  write (10, '(a)') 'n1'
  f = '(4X,I5)'
  write (10, f, iostat=ios) 2.0
  write (10, '(a)') 'n2'
  f = '(A,I5)'
  write (10, f, iostat=ios) '', 2.0
  write (10, '(a)') 'n3'
  f = '(/,I5)'
  write (10, f, iostat=ios) 2.0
  write (10, '(a)') 'n4'
  f = '(I5)'
  write (10, f, iostat=ios, advance='no') 2.0
  write (10, '(a)') 'n5'
  write (10, '(a)', advance='no') 'pp'
  write (10, f, iostat=ios) 2.0
  write (10, '(a)') 'n6'
  f = '(A,I5)'
  write (10, f, iostat=ios) 'ij', 2.0
  write (10, '(a)') 'n7'
  f = '(T5,E9.0)'
  write (10, f, iostat=ios) 2.0
  write (10, '(a)') 'n8'
  rewind (10)
  do i = 1, 20
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(a,a,a)', '[', trim(line), ']'
  end do
  close (10, status='delete')
  f = '(I5)'
  write (*, f, iostat=ios) 2.0
  print '(a)', 'after'
end program failed_write_empty_record
! CHECK:[n1]
! CHECK-NEXT:[n2]
! CHECK-NEXT:[n3]
! CHECK-NEXT:[]
! CHECK-NEXT:[n4]
! CHECK-NEXT:[n5]
! CHECK-NEXT:[pp]
! CHECK-NEXT:[n6]
! CHECK-NEXT:[ij]
! CHECK-NEXT:[n7]
! CHECK-NEXT:[n8]
! CHECK-NEXT:after
