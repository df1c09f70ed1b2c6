! A list-directed or formatted WRITE that fails on RECL= leaves its record
! in libgfortran's buffer: CLOSE drops it, FLUSH writes it, the next WRITE
! continues it, and ENDFILE cuts the file where that record began.
! RUN: %fdiff %s | %fcheck %s
program failed_write_record
  implicit none
  integer :: ios, k
  integer(8) :: v(2) = [13203037_8, 402_8]
  character(80) :: line
  do k = 1, 6
    open(11, file='p.dat', status='replace', recl=40)
    if (k == 6) write(11, '(a)') 'first'
    if (k == 1 .or. k == 6) write(11, *, iostat=ios) v
    if (k == 2) write(11, '(a,a)', iostat=ios) repeat('x', 30), repeat('y', 30)
    if (k == 3) then
      write(11, *, iostat=ios) v
      write(11, '(a)', iostat=ios) 'next'
    end if
    if (k == 4) then
      write(11, *, iostat=ios) v
      endfile(11)
    end if
    if (k == 5) then
      write(11, *, iostat=ios) v
      flush(11)
    end if
    close(11)
    open(11, file='p.dat', status='old')
    write(*, '(i2)', advance='no') k
    do
      read(11, '(a)', iostat=ios) line
      if (ios /= 0) exit
      write(*, '(3a)', advance='no') ' [', trim(line), ']'
    end do
    print *
    close(11)
  end do
end program failed_write_record
! CHECK: 1
! CHECK: 2
! CHECK: 3 [             13203037 next]
! CHECK: 4
! CHECK: 5 [             13203037]
! CHECK: 6 [first]
