! Unit numbers at the integer limits: HUGE(0) works like any unit; 
! negative numbers and INTEGER(8) numbers beyond the default kind are
! errors with libgfortran's IOSTAT and messages.
! RUN: %fdiff %s | %fcheck %s
! CHECK: huge unit:          42
! CHECK-NEXT: {{.*}}
program unit_numbers
  implicit none
  integer :: ios, k
  integer(8) :: big
  character(100) :: msg
  open(huge(0), file='h.txt', status='replace')
  write(huge(0), *) 42
  rewind(huge(0))
  read(huge(0), *) k
  print *, 'huge unit:', k
  close(huge(0), status='delete')
  open(-huge(0)-1, file='x.txt', iostat=ios, iomsg=msg)
  print *, 'most negative:', ios, trim(msg)
  open(-5, file='x.txt', iostat=ios, iomsg=msg)
  print *, 'minus 5:', ios, trim(msg)
  big = huge(0_8)
  write(big, *, iostat=ios, iomsg=msg) 1
  print *, 'huge(0_8):', ios, trim(msg)
  big = int(huge(0), 8) + 1
  open(big, file='x.txt', iostat=ios, iomsg=msg)
  print *, 'huge(0)+1:', ios, trim(msg)
  big = -huge(0_8) - 1
  close(big, iostat=ios, iomsg=msg)
  print *, 'min int8:', ios, trim(msg)
end program
