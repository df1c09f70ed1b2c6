! List-directed WRITE to an internal file whose record ends inside an
! array item: libgfortran 12 goes on through the array's remaining
! elements and writes each one's separator where it still fits (their
! values, as wide as the one that failed, do not), then stops at the next
! item.  Contiguous, strided and rank-2 arrays, reals, two array items in
! a row, an implied-DO (items of their own), a record array and a file
! with RECL=, with the default blank separator and with commas.
! RUN: %fdiff %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=, %s
program write_eor_array
  implicit none
  character(len=40) :: s
  character(len=12) :: t(3)
  integer :: a(16), m(4, 3), ios, k, u
  real :: r(5)
  a = -1288490163
  a(2) = 22
  m = 7
  m(1, 1) = -1288490163
  r = [1.5, 2.5, 3.5, 4.5, 5.5]
  s = repeat('#', 40)
  write (s, *, iostat=ios) a(1:8)
  call show()
  s = repeat('#', 40)
  write (s, *, iostat=ios) a(1:16:2)
  call show()
  s = repeat('#', 40)
  write (s, *, iostat=ios) m(1:3, :)
  call show()
  s = repeat('#', 40)
  write (s, *, iostat=ios) m(1, :), m(2, :), 5
  call show()
  s = repeat('#', 40)
  write (s, *, iostat=ios) (a(k), k = 1, 8)
  call show()
  s = repeat('#', 40)
  write (s, *, iostat=ios) r
  call show()
  t = repeat('#', 12)
  write (t, *, iostat=ios) a(1:6)
  print '(i0,3("|",a),"|")', ios, t
  open (newunit=u, file='write_eor_array.txt', recl=40, status='replace')
  write (u, *, iostat=ios) a(1:8)
  print '(i0)', ios
  close (u)
  open (newunit=u, file='write_eor_array.txt', status='old')
  do
    read (u, '(a)', iostat=ios) s
    if (ios /= 0) exit
    print '("|",a,"|")', s
  end do
  close (u, status='delete')
contains
  subroutine show()
    print '(i0,"|",a,"|")', ios, s
  end subroutine show
end program write_eor_array
