! Arrays of rank 2 and 3 on the unformatted lane: transfer_array[_write]
! appends any array whose elements are contiguous in array element order
! (a whole array, or a section of whole columns) to the record in the
! stream's buffer in one step (abi/entry_array.cpp: contiguous_count),
! and hands every other section (gaps along any dimension, negative
! strides) to the general walk.  Kinds 1 to 16, CHARACTER, zero extents,
! records that straddle the buffer's end or fill it exactly, READs of
! fewer and more bytes than the record holds, pointers and assumed-shape
! dummies, and CONVERT='SWAP'.  Every file byte, value, IOSTAT and IOMSG
! must be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=100 %s
! RUN: %fdiff --fflags=-frecord-marker=8 %s
program lane_rank_n
  implicit none
  integer(1) :: b1(4, 3), c1(4, 3)
  integer(2) :: b2(2, 2, 2), c2(2, 2, 2)
  integer, target :: m(3, 4)
  integer :: n(3, 4), k(2, 3, 4), l(2, 3, 4), e(3, 0), big(4, 7)
  integer :: rbig(4, 7)
  integer(8) :: b8(2, 3), c8(2, 3)
  integer(16) :: b16(2, 2), c16(2, 2)
  real(10) :: x10(2, 2), y10(2, 2)
  complex(8) :: z8(2, 2), w8(2, 2)
  logical(4) :: lg(2, 2), mg(2, 2)
  character(3) :: s(2, 3), t(2, 3)
  character(kind=4, len=2) :: u4(2, 2), v4(2, 2)
  integer, pointer :: p(:, :)
  integer, allocatable :: a3(:, :, :)
  integer :: i, ios
  character(200) :: msg

  b1 = reshape([(int(i * 7 - 40, 1), i = 1, 12)], [4, 3])
  b2 = reshape([(int(i * 1001, 2), i = 1, 8)], [2, 2, 2])
  m = reshape([(i, i = 1, 12)], [3, 4])
  k = reshape([(i * 11, i = 1, 24)], [2, 3, 4])
  big = reshape([(i * 3, i = 1, 28)], [4, 7])
  b8 = reshape([(int(i, 8) * 1234567890123_8, i = 1, 6)], [2, 3])
  b16 = reshape([(int(i, 16) * 98765432109876543_16, i = 1, 4)], [2, 2])
  x10 = reshape([1.5_10, -2.25_10, 3.125_10, 1.0_10 / 3], [2, 2])
  z8 = reshape([(cmplx(i, -i, 8), i = 1, 4)], [2, 2])
  lg = reshape([.true., .false., .false., .true.], [2, 2])
  s = reshape(['abc', 'def', 'ghi', 'jkl', 'mno', 'pqr'], [2, 3])
  u4 = reshape([character(kind=4, len=2) :: 4_'ab', 4_'cd', 4_'ef', &
                4_'gh'], [2, 2])
  allocate (a3(2, 2, 3))
  a3 = reshape([(i * 5, i = 1, 12)], [2, 2, 3])

  open (10, file='rn.dat', form='unformatted', status='replace')
  write (10) b1
  write (10) b2
  write (10) m
  write (10) k
  write (10) b8, b16
  write (10) x10, z8
  write (10) lg
  write (10) s
  write (10) u4
  write (10) e
  write (10) 5, e, 6
  write (10) m(:, 2:3)
  write (10) m(:, 2:2)
  write (10) k(:, :, 3:4)
  write (10) m(1:2, :)
  write (10) m(:, 1:4:2)
  write (10) m(3:1:-1, :)
  write (10) k(:, 2:3, :)
  write (10) s(:, 2:3)(2:3)
  p => m(:, 4:1:-1)
  write (10) p
  p => m(:, 2:4)
  write (10) p
  write (10) a3
  call put(m)
  call put(m(2:3, :))
  ! Records of 12 to 112 bytes across a small buffer's end; one of 56
  ! bytes fills a 64-byte buffer exactly with its markers.
  do i = 1, 7
    write (10) big(:, 1:i)
  end do
  write (10) big(:, 1:3), big(1:2, 1)
  write (10) big(:, 1:2)
  rewind (10)

  c1 = 0
  read (10) c1
  c2 = 0
  read (10) c2
  n = 0
  read (10) n
  l = 0
  read (10) l
  print '(a,4l2)', 'whole', all(c1 == b1), all(c2 == b2), all(n == m), &
      all(l == k)
  c8 = 0
  c16 = 0
  read (10) c8, c16
  y10 = 0
  w8 = 0
  read (10) y10, w8
  mg = .false.
  read (10) mg
  t = '***'
  read (10) t
  v4 = 4_'**'
  read (10) v4
  print '(a,5l2)', 'kinds', all(c8 == b8), all(c16 == b16), &
      all(y10 == x10), all(w8 == z8), all(mg .eqv. lg)
  print '(6(a,1x))', t
  print '(a,4(1x,i0))', 'char4', (ichar(v4(i, 1)(2:2)), ichar(v4(i, 2)(1:1)), &
      i = 1, 2)
  read (10) e
  n = 0
  read (10) n(1, 1), e, n(2, 1)
  print '(a,2(1x,i0))', 'zero extent', n(1:2, 1)
  n = 0
  read (10) n(:, 3:4)
  print '(a,12(1x,i0))', 'columns', n
  n = 0
  read (10) n(:, 1:1)
  print '(a,12(1x,i0))', 'one column', n
  l = 0
  read (10) l(:, :, 1:2)
  print '(a,12(1x,i0))', 'rank 3 columns', l(:, :, 1:2)
  n = 0
  read (10) n(1:2, :)
  print '(a,12(1x,i0))', 'partial columns', n
  n = 0
  read (10) n(1:2, 1:3)
  print '(a,12(1x,i0))', 'strided columns', n
  n = 0
  read (10) n(3:1:-1, :)
  print '(a,12(1x,i0))', 'reversed', n
  l = 0
  read (10) l(:, 2:3, :)
  print '(a,24(1x,i0))', 'rank 3 section', l
  t = '***'
  read (10) t(:, 1:2)(1:2)
  print '(6(a,1x))', t
  n = 0
  read (10) n
  print '(a,12(1x,i0))', 'pointer reversed', n
  n = 0
  read (10) n(:, 2:4)
  print '(a,12(1x,i0))', 'pointer columns', n
  l = 0
  read (10) l(:, :, 1:2)
  print '(a,12(1x,i0))', 'allocatable', l(:, :, 1:2)
  n = 0
  read (10) n
  print '(a,12(1x,i0))', 'dummy', n
  n = 0
  read (10) n(1:2, :)
  print '(a,12(1x,i0))', 'dummy section', n
  do i = 1, 7
    rbig = 0
    read (10) rbig(:, 1:i)
    if (any(rbig(:, 1:i) /= big(:, 1:i))) print '(a,i0)', 'bad record ', i
  end do
  ! Fewer array bytes than the record holds (the rest skipped), then more
  ! (the record ends first).
  rbig = 0
  read (10) rbig(:, 1:2)
  print '(a,8(1x,i0))', 'fewer', rbig(:, 1:2)
  rbig = -1
  msg = ''
  read (10, iostat=ios, iomsg=msg) rbig(:, 1:3)
  print '(a,i0,1x,a)', 'more ', ios, trim(msg)
  print '(a,12(1x,i0))', 'more got', rbig(:, 1:3)
  msg = ''
  read (10, iostat=ios, iomsg=msg) rbig
  print '(a,i0,1x,a)', 'past end ', ios, trim(msg)
  close (10)
  call dump('rn.dat')

  ! CONVERT='swap': never on the lane.
  open (11, file='rs.dat', form='unformatted', convert='swap', &
        status='replace')
  write (11) m, b2
  write (11) m(:, 2:3), b8
  close (11)
  open (11, file='rs.dat', form='unformatted', convert='swap', status='old')
  n = 0
  c2 = 0
  read (11) n, c2
  print '(a,l1,1x,l1)', 'swapped ', all(n == m), all(c2 == b2)
  n = 0
  c8 = 0
  read (11) n(:, 1:2), c8
  print '(a,6(1x,i0),1x,l1)', 'swapped columns', n(:, 1:2), all(c8 == b8)
  close (11)
  call dump('rs.dat')

contains

  ! An assumed-shape dummy: contiguous for a whole array, not for a
  ! section of partial columns.
  subroutine put(d)
    integer, intent(in) :: d(:, :)
    write (10) d
  end subroutine

  include 'Inputs/file_hash.inc'
end program
