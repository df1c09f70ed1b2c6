! Fault injection (tools/faultrun.py): formatted WRITE, REWIND and READ back
! of ~27 KB.  A failing read is retried or reported; a value read wrongly
! without an error ("BAD") would be silent corruption and fails the test.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program formatted_read
  implicit none
  integer :: i, j, ios
  character(100) :: msg
  character(11) :: s
  open(10, file='data.txt', status='replace', iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR open ', ios, trim(msg)
  do i = 1, 1500
    write(10, '(i6,a)', iostat=ios, iomsg=msg) i, ' abcdefghij'
    if (ios /= 0) then
      print *, 'ERR write ', i, ios, trim(msg)
      stop
    end if
  end do
  rewind(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR rewind ', ios, trim(msg)
  do i = 1, 1500
    read(10, '(i6,a)', iostat=ios, iomsg=msg) j, s
    if (ios /= 0) then
      print *, 'ERR read ', i, ios, trim(msg)
      exit
    end if
    if (j /= i .or. s /= ' abcdefghij') then
      print *, 'BAD record ', i, j, s
      exit
    end if
  end do
  close(10, status='delete', iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR close ', ios, trim(msg)
  print *, 'done'
end program
