! Fault injection (tools/faultrun.py): unformatted sequential records of
! half the default buffer (64 KiB) and more, which go to the file in one
! writev together with the markers buffered before them, between small
! records assembled in the buffer; then read back and checked.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program unformatted_large
  implicit none
  integer, parameter :: sizes(6) = [16384, 3, 32768, 16384, 5, 20000]
  integer :: i, n, ios
  character(100) :: msg
  integer, allocatable :: a(:), b(:)
  open(10, file='large.bin', form='unformatted', status='replace', &
       iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR open ', ios, trim(msg)
  do i = 1, size(sizes)
    a = [(i * 100000 + n, n = 1, sizes(i))]
    write(10, iostat=ios, iomsg=msg) a
    if (ios /= 0) then
      print *, 'ERR write ', i, ios, trim(msg)
      stop
    end if
  end do
  rewind(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR rewind ', ios, trim(msg)
  do i = 1, size(sizes)
    if (allocated(b)) deallocate(b)
    allocate(b(sizes(i)))
    read(10, iostat=ios, iomsg=msg) b
    if (ios /= 0) then
      print *, 'ERR read ', i, ios, trim(msg)
      exit
    end if
    if (any(b /= [(i * 100000 + n, n = 1, sizes(i))])) then
      print *, 'BAD record ', i
      exit
    end if
  end do
  close(10, iostat=ios, iomsg=msg)
  if (ios /= 0) print *, 'ERR close ', ios, trim(msg)
  print *, 'done'
end program
