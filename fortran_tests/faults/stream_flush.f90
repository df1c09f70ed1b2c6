! Fault injection (tools/faultrun.py): stream access, FLUSH between
! writes, ENDFILE after a reposition (ftruncate), CLOSE.  FLUSH and CLOSE
! must report a failing write-back through IOSTAT.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program stream_flush
  implicit none
  integer :: i, ios
  character(100) :: msg
  character(1000) :: line
  line = repeat('0123456789', 100)
  open(10, file='data.bin', access='stream', status='replace', &
       iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR open ', ios, trim(msg)
  do i = 1, 20
    write(10, iostat=ios, iomsg=msg) line
    if (ios /= 0) then
      print *, 'ERR write ', i, ios, trim(msg)
      stop
    end if
    if (mod(i, 5) == 0) then
      flush(10, iostat=ios, iomsg=msg)
      if (ios /= 0) then
        print *, 'ERR flush ', i, ios, trim(msg)
        stop
      end if
    end if
  end do
  write(10, pos=15001, iostat=ios, iomsg=msg) 'END'
  if (ios /= 0) print *, 'ERR pos write ', ios, trim(msg)
  endfile(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR endfile ', ios, trim(msg)
  close(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR close ', ios, trim(msg)
end program
