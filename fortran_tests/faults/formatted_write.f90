! Fault injection (tools/faultrun.py): formatted sequential WRITE of ~54 KB
! and CLOSE; every failing write/lseek/close is retried or reported with
! IOSTAT, and what was accepted before the error reaches the file.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program formatted_write
  implicit none
  integer :: i, ios
  character(100) :: msg
  open(10, file='out.txt', status='replace', iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR open ', ios, trim(msg)
  do i = 1, 3000
    write(10, '(i6,a)', iostat=ios, iomsg=msg) i, ' abcdefghij'
    if (ios /= 0) then
      print *, 'ERR write ', i, ios, trim(msg)
      exit
    end if
  end do
  close(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR close ', ios, trim(msg)
end program
