! Items of 8 KiB and more go straight to the file behind a head marker
! that assumes the item ends the record; the marker is patched by seeking
! back only when more data follows.  Every arrangement of large and small
! items in a record, and records read back, must give libgfortran's file.
! RUN: %fdiff %s
! RUN: %fdiff --fflags=-frecord-marker=8 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=100000 %s
program large_items
  implicit none
  integer(1), allocatable :: a(:), b(:), c(:)
  integer :: i, n
  allocate (a(70000), b(8192), c(300000))
  a = [(int(mod(i, 127), 1), i = 1, size(a))]
  b = 7
  c = [(int(mod(i, 13), 1), i = 1, size(c))]
  open (10, file='large.dat', form='unformatted', status='replace')
  write (10) a                 ! one large item
  write (10) 1, a              ! small then large
  write (10) a, 2              ! large then small
  write (10) a, b              ! two large
  write (10) b                 ! exactly the threshold
  write (10) b(1:8191)         ! one byte below it
  write (10) b, b(1:100)       ! the threshold, then a small item
  write (10) c                 ! several pieces with the subrecord limit
  write (10) 3, c, a, 4
  rewind (10)
  a = 0
  read (10) a
  print *, 'a', sum(int(a))
  read (10) n, a
  print *, 'n a', n, sum(int(a))
  read (10) a, n
  print *, 'a n', sum(int(a)), n
  read (10)
  read (10) b
  print *, 'b', sum(int(b))
  read (10)
  read (10) n
  print *, 'b b', n
  read (10) c
  print *, 'c', sum(int(c))
  read (10) n, c, a, i
  print *, 'n c a i', n, sum(int(c)), sum(int(a)), i
  close (10)
  ! The same to a scratch file and to a file opened for append.
  open (11, file='large2.dat', form='unformatted', position='append')
  write (11) a
  write (11) c, 5
  close (11)
end program
