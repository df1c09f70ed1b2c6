! Fault injection (tools/faultrun.py): unformatted sequential records of
! growing size (some larger than the buffer), REWIND and READ back.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program unformatted_seq
  implicit none
  integer :: i, k, ios
  character(100) :: msg
  integer, allocatable :: a(:), b(:)
  open(10, file='data.bin', form='unformatted', status='replace', &
       iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR open ', ios, trim(msg)
  do i = 1, 12
    k = 4**(i / 2) + i
    a = [(i * 1000 + k, k = 1, k)]
    write(10, iostat=ios, iomsg=msg) size(a), a
    if (ios /= 0) then
      print *, 'ERR write ', i, ios, trim(msg)
      stop
    end if
  end do
  rewind(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR rewind ', ios, trim(msg)
  do i = 1, 12
    read(10, iostat=ios, iomsg=msg) k
    if (ios /= 0) then
      print *, 'ERR read ', i, ios, trim(msg)
      exit
    end if
    backspace(10, iostat=ios, iomsg=msg)
    if (ios /= 0) then
      print *, 'ERR backspace ', i, ios, trim(msg)
      exit
    end if
    if (allocated(b)) deallocate(b)
    allocate(b(k))
    read(10, iostat=ios, iomsg=msg) k, b
    if (ios /= 0) then
      print *, 'ERR read ', i, ios, trim(msg)
      exit
    end if
    if (any(b /= [(i * 1000 + k, k = 1, size(b))])) then
      print *, 'BAD record ', i
      exit
    end if
  end do
  close(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR close ', ios, trim(msg)
  print *, 'done'
end program
