! List-directed READs of INTEGER and REAL values whose window (the
! unit's buffer from the position on) holds no record end when the value
! starts: empty after REWIND and BACKSPACE, or cut where the buffer's
! bytes end (values across the 64 KiB boundary).  The lazy reader reads
! on into the buffer once and takes the value on its fast path
! (list_read_lazy.cpp, window_read_on); everything else goes on to the
! reader: a second item on the next record, '/', a null value, the end
! of the file with and without IOSTAT=, the last record without its
! newline, an empty file, a bad value.
! RUN: %fdiff %s
program lazy_window_read_on
  implicit none
  integer :: u, i, k, ios, j, total
  integer(8) :: k8
  real :: x, y
  real(8) :: d
  character(100) :: msg

  ! Records of 7 bytes "nnnnnn\n", then 10-byte ones, so that values
  ! lie across the buffer's first 64 KiB in several ways.
  open (newunit=u, file='lazy_window_read_on.dat', status='replace')
  do i = 1, 9400
    write (u, '(i6.6)') i
  end do
  do i = 1, 200
    write (u, '(f9.3)') i * 0.5
  end do
  write (u, '(a)', advance='no') '  4242'   ! the last record: no newline
  close (u)

  open (newunit=u, file='lazy_window_read_on.dat', status='old')
  total = 0
  do i = 1, 9400
    read (u, *) k
    total = total + mod(k, 1000)
  end do
  print *, 'integers', total, k
  x = 0
  do i = 1, 200
    read (u, *) d
    x = x + real(d)
  end do
  print *, 'reals', x
  read (u, *) k8
  print *, 'last', k8
  read (u, *, iostat=ios, iomsg=msg) k
  print *, 'end', ios, trim(msg), k

  ! After REWIND: two items, the second on the next record.
  rewind (u)
  read (u, *) k, j
  print *, 'rewind', k, j
  ! After BACKSPACE: the record again.
  backspace (u)
  read (u, *) k
  print *, 'backspace', k
  backspace (u)
  read (u, *) x
  print *, 'real', x
  rewind (u)
  read (u, *) x, y
  print *, 'two reals', x, y
  close (u)

  ! '/', a null value and a bad value first after REWIND.
  open (newunit=u, file='lazy_window_read_on.dat', status='replace')
  write (u, '(a)') '/'
  write (u, '(a)') ',5'
  write (u, '(a)') '12x'
  write (u, '(a)') '-7 8'
  rewind (u)
  k = -1
  read (u, *) k
  print *, 'slash', k
  read (u, *) k, j
  print *, 'null', k, j
  read (u, *, iostat=ios, iomsg=msg) k
  print *, 'bad', ios, trim(msg)
  read (u, *) k
  print *, 'after bad', k
  close (u)

  ! An empty file.
  open (newunit=u, file='lazy_window_read_on.dat', status='replace')
  rewind (u)
  read (u, *, iostat=ios) k
  print *, 'empty', ios
  read (u, *, iostat=ios) x
  print *, 'empty again', ios
  close (u, status='delete')
end program
