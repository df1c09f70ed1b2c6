! flang's FORT_CONVERT (and -fconvert, which flang's start-up puts into
! the environment as FORT_CONVERT) is the byte order of unformatted
! connections without CONVERT=: sequential, direct and stream, INQUIRE
! (CONVERT=) answering it; CONVERT= on OPEN still wins.  ftnio ignored
! both (progen --flang --variants seeds 2010, 2019, 2027, 2046, 2079).
! RUN: %flangdiff --env FORT_CONVERT=SWAP %s | %fcheck --check-prefix=SWAP %s
! RUN: %flangdiff --fflags=-fconvert=big-endian %s | %fcheck --check-prefix=BIG %s
! RUN: %flangdiff --env FORT_CONVERT=little_endian --fflags=-fconvert=swap %s | %fcheck --check-prefix=LITTLE %s
program env_fort_convert
  integer(4) :: k, b(8)
  integer(1) :: raw(16)
  real(8) :: r
  character(len=20) :: c
  integer :: i
  k = 258
  r = 1.5d0
  open (11, file='u.dat', form='unformatted', status='replace')
  write (11) k, r
  inquire (11, convert=c)
  print *, 'sequential ', trim(c)
  close (11)
  open (12, file='u.dat', access='stream', form='unformatted', convert='native')
  read (12) raw
  print '(16z3)', raw
  close (12)
  open (13, file='u.dat', form='unformatted')
  k = 0
  r = 0
  read (13) k, r
  print *, k, r
  close (13, status='delete')
  open (14, file='d.dat', access='direct', recl=8, form='unformatted', status='replace')
  write (14, rec=2) k
  inquire (14, convert=c)
  print *, 'direct ', trim(c)
  close (14)
  open (15, file='d.dat', access='stream', form='unformatted')
  read (15, pos=9) b(1)
  inquire (15, convert=c)
  print *, 'stream ', b(1), trim(c)
  close (15, status='delete')
  open (16, file='e.dat', form='unformatted', status='replace', convert='big_endian')
  inquire (16, convert=c)
  print *, 'given ', trim(c)
  close (16, status='delete')
end program env_fort_convert
! SWAP: sequential SWAP
! SWAP-NEXT:  0  0  0  C  0  0  1  2 3F F8  0  0  0  0  0  0
! SWAP-NEXT: 258 1.5
! SWAP-NEXT: direct SWAP
! SWAP-NEXT: stream  258 SWAP
! SWAP-NEXT: given SWAP
! BIG: sequential SWAP
! BIG-NEXT:  0  0  0  C  0  0  1  2 3F F8  0  0  0  0  0  0
! BIG-NEXT: 258 1.5
! BIG-NEXT: direct SWAP
! BIG-NEXT: stream  258 SWAP
! BIG-NEXT: given SWAP
! LITTLE: sequential NATIVE
! LITTLE-NEXT:  C  0  0  0  2  1  0  0  0  0  0  0  0  0 F8 3F
! LITTLE-NEXT: 258 1.5
! LITTLE-NEXT: direct NATIVE
! LITTLE-NEXT: stream  258 NATIVE
! LITTLE-NEXT: given SWAP
