! Durability promise 1 (docs/durability.md): WRITE may leave data in the
! unit's buffer; FLUSH hands everything written so far to the kernel, where
! other processes see it (STAT by name reads the kernel's size, it does not
! go through the unit); CLOSE does the same for the rest.
! RUN: %fdiff %s | %fcheck %s
! CHECK:after write 0
! CHECK:after flush 6
! CHECK:after 2nd write 6
! CHECK:after close 12
program flush_to_kernel
  implicit none
  integer :: st(13)
  open(10, file='out.txt', status='replace')
  write(10, '(a)') 'hello'
  call stat('out.txt', st)
  print '(a,i0)', 'after write ', st(8)
  flush(10)
  call stat('out.txt', st)
  print '(a,i0)', 'after flush ', st(8)
  write(10, '(a)') 'world'
  call stat('out.txt', st)
  print '(a,i0)', 'after 2nd write ', st(8)
  close(10)
  call stat('out.txt', st)
  print '(a,i0)', 'after close ', st(8)
end program
