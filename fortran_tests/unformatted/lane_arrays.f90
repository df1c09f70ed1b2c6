! Whole arrays on the unformatted lane: transfer_array[_write] appends a
! contiguous vector to the record in the stream's buffer (or reads it
! from there) inline (abi/entry_array.cpp: on_lane).  Arrays of every
! kind and CHARACTER (kinds 1 and 4), zero-size arrays, sections with a
! stride and rank-2 arrays (the general walk), derived-type arrays,
! records of arrays that straddle the buffer's end or fill it exactly
! (GFORTRAN_UNFORMATTED_BUFFER_SIZE), READs of fewer and more array bytes
! than the record holds, and CONVERT= units (never on the lane).  Every
! file byte, value, IOSTAT and IOMSG must be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=72 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=4099 %s
! RUN: %fdiff --fflags=-frecord-marker=8 %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT=big_endian:10 %s
program lane_arrays
  implicit none
  type pt
    integer :: a
    real :: b
  end type
  integer(1) :: i1(40), r1(40)
  integer(2) :: i2(9), r2(9)
  integer(4) :: i4(16), r4(16)
  integer(8) :: i8(8), r8(8)
  integer(16) :: i16(3), r16(3)
  real(4) :: f4(5), g4(5)
  real(8) :: f8(4), g8(4)
  real(10) :: f10(2), g10(2)
  real(16) :: f16(2), g16(2)
  complex(4) :: c4(3), d4(3)
  complex(8) :: c8(2), d8(2)
  logical(1) :: l1(5), m1(5)
  logical(8) :: l8(2), m8(2)
  character(5) :: s(4), t(4)
  character(kind=4, len=3) :: w(2), x(2)
  integer :: m2(3, 4), n2(3, 4)
  type(pt) :: p(3), q(3)
  integer :: i, n, ios, total
  character(200) :: msg

  do i = 1, 40
    i1(i) = int(i * 3 - 50, 1)
  end do
  i2 = [(int(i * 1000 - 4000, 2), i = 1, 9)]
  i4 = [(i * 123457 - 900000, i = 1, 16)]
  i8 = [(int(i, 8) * 98765432123_8, i = 1, 8)]
  i16 = [(int(i, 16) * 12345678901234567_16, i = 1, 3)]
  f4 = [(real(i) / 3.0, i = 1, 5)]
  f8 = [(real(i, 8) / 7.0d0, i = 1, 4)]
  f10 = [1.5_10 / 3, -2.25_10]
  f16 = [2.0_16 / 3, -1.0_16 / 7]
  c4 = [(cmplx(real(i), -real(i)), i = 1, 3)]
  c8 = [(1.0d0, 2.0d0), (-3.0d0, 4.5d0)]
  l1 = [.true., .false., .true., .true., .false.]
  l8 = [.false., .true.]
  s = ['alpha', 'beta ', 'gamma', 'delta']
  w = [char(int(z'263A'), kind=4) // char(66, kind=4) // char(300, kind=4), &
       char(67, kind=4) // char(68, kind=4) // char(int(z'1F600'), kind=4)]
  m2 = reshape([(i, i = 1, 12)], [3, 4])
  p = [pt(1, 1.5), pt(2, 2.5), pt(3, 3.5)]

  open (10, file='la.dat', form='unformatted', status='replace')
  ! One array per record, then several in one record.
  write (10) i1(1:1)
  write (10) i1(1:4)
  write (10) i1(1:16)
  write (10) i1(1:40)
  write (10) i2
  write (10) i4
  write (10) i8
  write (10) i16
  write (10) f4, f8
  write (10) f10, f16
  write (10) c4, c8
  write (10) l1, l8
  write (10) s
  write (10) w
  write (10) s(2:3)(2:4)
  write (10) i4(1:0)
  write (10) 7, i4(3:2), 8
  write (10) i4(1:16:3)
  write (10) m2
  write (10) m2(2:3, 2:4)
  write (10) p
  write (10) p%a
  ! Records of 4 to 64 bytes across the buffer's end, one filling a
  ! 64-byte buffer exactly with its markers (56 bytes of data).
  do i = 1, 60
    n = 1 + mod(i * 5, 16)
    write (10) i4(1:n)
  end do
  write (10) i8(1:7)
  write (10) i1(1:4), i8(1:6), i4(1:1)
  write (10) 11, 12, 13
  write (10) 21
  rewind (10)

  r1 = 0
  read (10) r1(1:1)
  read (10) r1(2:5)
  read (10) r1(6:21)
  print '(a,21(1x,i0))', 'i1', r1(1:21)
  read (10) r1
  print '(a,l1)', 'i1 40 ', all(r1 == i1)
  read (10) r2
  read (10) r4
  read (10) r8
  read (10) r16
  print '(a,4l2)', 'ints', all(r2 == i2), all(r4 == i4), all(r8 == i8), &
      all(r16 == i16)
  read (10) g4, g8
  read (10) g10, g16
  read (10) d4, d8
  read (10) m1, m8
  print '(a,6l2)', 'reals', all(g4 == f4), all(g8 == f8), all(g10 == f10), &
      all(g16 == f16), all(d4 == c4), all(d8 == c8)
  print '(a,7l2)', 'logicals', m1, m8
  t = '#####'
  read (10) t
  print '(4(a,1x))', t
  read (10) x
  print '(a,6(1x,i0))', 'char4', (ichar(x(i)(1:1)), ichar(x(i)(3:3)), &
      i = 1, 2), len(x(1))
  t = '#####'
  read (10) t(1:2)(1:3)
  print '(4(a,1x))', t
  read (10) r4(1:0)
  r4 = 0
  read (10) r4(1:1), r4(5:4), r4(2:2)
  print '(a,2(1x,i0))', 'zero-size', r4(1:2)
  r4 = 0
  read (10) r4(1:11:2)
  print '(a,16(1x,i0))', 'strided', r4
  n2 = 0
  read (10) n2
  print '(a,12(1x,i0))', 'rank 2', n2
  n2 = 0
  read (10) n2(1:2, 1:3)
  print '(a,12(1x,i0))', 'section', n2
  q = pt(0, 0.0)
  read (10) q
  print '(a,3(1x,i0,1x,f3.1))', 'derived', q
  q = pt(0, 0.0)
  read (10) q%a
  print '(a,3(1x,i0))', 'component', q%a
  total = 0
  do i = 1, 60
    n = 1 + mod(i * 5, 16)
    r4 = 0
    read (10) r4(1:n)
    if (any(r4(1:n) /= i4(1:n))) print '(a,i0)', 'bad small record ', i
    total = total + sum(r4)
  end do
  print '(a,i0)', 'small total ', total
  r8 = 0
  read (10) r8(1:7)
  print '(a,l1)', 'exact fill ', all(r8(1:7) == i8(1:7))
  ! Fewer array bytes than the record holds (the rest skipped), then
  ! more (the record ends first).
  r1 = 0
  r8 = 0
  read (10) r1(1:4), r8(1:2)
  print '(a,4(1x,i0),2(1x,i0))', 'fewer', r1(1:4), r8(1:2)
  r4 = -1
  msg = ''
  read (10, iostat=ios, iomsg=msg) r4(1:5)
  print '(a,i0,1x,a)', 'more ', ios, trim(msg)
  print '(a,5(1x,i0))', 'more got', r4(1:5)
  r4 = -1
  read (10) r4(1:1)
  print '(a,i0)', 'after more ', r4(1)
  msg = ''
  read (10, iostat=ios, iomsg=msg) r4(1:2)
  print '(a,i0,1x,a)', 'past end ', ios, trim(msg)
  close (10)
  call dump('la.dat')

  ! CONVERT='swap': array records off the lane, between lane ones.
  open (11, file='lb.dat', form='unformatted', convert='swap', &
        status='replace')
  write (11) i2, i4(1:3)
  write (11) f8, c4
  write (11) s
  close (11)
  open (11, file='lb.dat', form='unformatted', convert='swap', status='old')
  r2 = 0
  r4 = 0
  read (11) r2, r4(1:3)
  read (11) g8, d4
  t = ''
  read (11) t
  print '(a,l1,1x,l1,1x,l1,1x,l1,4(1x,a))', 'swapped ', all(r2 == i2), &
      all(r4(1:3) == i4(1:3)), all(g8 == f8), all(d4 == c4), t
  close (11)
  call dump('lb.dat')

contains

  include 'Inputs/file_hash.inc'
end program
