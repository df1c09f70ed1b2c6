! Restart files: every rank writes an unformatted sequential file (header
! record, a real(8) array, an integer array, a record longer than the
! unformatted buffer) and an unformatted stream file; after a barrier each
! rank reads back the files of the next rank (BACKSPACE, REWIND, POS=).
! The files must be libgfortran's bytes, the values read the values written.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:rank 0 read restart of rank 1: n=  1000 sum=   500500.00000 big=  40000 ok
! CHECK-NEXT:rank 1 read restart of rank 0: n=  1000 sum=        0.00000 big=      0 ok
! CHECK-NEXT:np=4
! CHECK-NEXT:rank 0 read restart of rank 1: n=  1000 sum=   500500.00000 big=  40000 ok
! CHECK-NEXT:rank 1 read restart of rank 2: n=  1000 sum=  1001000.00000 big=  80000 ok
! CHECK-NEXT:rank 2 read restart of rank 3: n=  1000 sum=  1501500.00000 big= 120000 ok
! CHECK-NEXT:rank 3 read restart of rank 0: n=  1000 sum=        0.00000 big=      0 ok
! CHECK-EMPTY:
program restart_files
  use mpi
  implicit none
  integer, parameter :: n = 1000, nbig = 40000
  integer :: rank, nproc, ierr, u, i, other, r_other, n_other, step
  real(8) :: x(n), y(n)
  integer :: k(n), kk(n), big(nbig), bigr(nbig)
  character(len=32) :: fname
  logical :: ok
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  x = [(dble(i) * rank, i = 1, n)]
  k = [(i + 1000 * rank, i = 1, n)]
  big = rank
  write (fname, '(a,i0)') 'restart.', rank
  open (newunit=u, file=fname, form='unformatted', status='replace')
  write (u) rank, n, 17
  write (u) x
  write (u) k
  write (u) big
  close (u)
  write (fname, '(a,i0)') 'state.', rank
  open (newunit=u, file=fname, access='stream', form='unformatted', &
        status='replace')
  write (u) rank, x(1:10)
  write (u, pos=1) -rank
  close (u)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  other = mod(rank + 1, nproc)
  write (fname, '(a,i0)') 'restart.', other
  open (newunit=u, file=fname, form='unformatted', status='old', &
        action='read')
  read (u) r_other, n_other, step
  read (u) y
  read (u) kk
  read (u) bigr
  backspace (u)
  backspace (u)
  read (u) kk
  rewind (u)
  read (u) r_other
  close (u)
  ok = r_other == other .and. n_other == n .and. step == 17 .and. &
       all(y == [(dble(i) * other, i = 1, n)]) .and. &
       all(kk == [(i + 1000 * other, i = 1, n)]) .and. all(bigr == other)
  write (fname, '(a,i0)') 'state.', other
  open (newunit=u, file=fname, access='stream', form='unformatted', &
        status='old', action='read')
  read (u, pos=5) y(1:10)
  read (u, pos=1) i
  close (u)
  ok = ok .and. i == -other .and. all(y(1:10) == [(dble(i) * other, i = 1, 10)])
  write (*, '(a,i0,a,i0,a,i6,a,f15.5,a,i7,a)') 'rank ', rank, &
    ' read restart of rank ', other, ': n=', n_other, ' sum=', sum(y), &
    ' big=', sum(bigr), trim(merge(' ok ', ' BAD', ok))
  call MPI_Finalize(ierr)
end program restart_files
