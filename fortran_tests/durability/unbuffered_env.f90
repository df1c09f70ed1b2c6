! Durability promise 2: with GFORTRAN_UNBUFFERED_ALL=y every statement's
! data is in the kernel when the statement ends, without FLUSH.
! RUN: %fdiff --env GFORTRAN_UNBUFFERED_ALL=y %s | %fcheck %s
! CHECK:after write 6
! CHECK:after 2nd write 12
program unbuffered_env
  implicit none
  integer :: st(13)
  open(10, file='out.txt', status='replace')
  write(10, '(a)') 'hello'
  call stat('out.txt', st)
  print '(a,i0)', 'after write ', st(8)
  write(10, '(a)') 'world'
  call stat('out.txt', st)
  print '(a,i0)', 'after 2nd write ', st(8)
end program
