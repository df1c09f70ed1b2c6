! Ranks share one file and write disjoint parts of it, a common pattern
! without MPI-IO: records rank+1, rank+1+nproc, ... of a direct-access
! file (unformatted and formatted), and a slice at POS= of a stream file.
! Rank 0 creates the files; after a barrier every rank opens them, writes
! its parts (reading the record before each one first, as an update
! would), closes; after a second barrier rank 0 reads everything back.
! No process may write bytes outside its own parts (no read-modify-write
! of a neighbour's record from a stale buffer): the files must be
! libgfortran's.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:direct: 40 records, all from their owners: T
! CHECK-NEXT:formatted direct: 40 records, all from their owners: T
! CHECK-NEXT:stream: 2 slices, all from their owners: T
! CHECK-NEXT:np=4
! CHECK-NEXT:direct: 40 records, all from their owners: T
! CHECK-NEXT:formatted direct: 40 records, all from their owners: T
! CHECK-NEXT:stream: 4 slices, all from their owners: T
! CHECK-EMPTY:
program shared_file_disjoint
  use mpi
  implicit none
  integer, parameter :: nrec = 40, recl = 100, slice = 3000
  integer :: rank, nproc, ierr, u, v, w, i, owner, vals(recl / 4)
  character(len=recl) :: line
  integer(1) :: bytes(slice)
  logical :: ok
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  if (rank == 0) then
    open (newunit=u, file='direct.bin', access='direct', recl=recl, &
          form='unformatted', status='replace')
    open (newunit=v, file='direct.txt', access='direct', recl=recl, &
          form='formatted', status='replace')
    do i = 1, nrec
      write (u, rec=i) (-1, owner = 1, recl / 4)
      write (v, '(a)', rec=i) repeat('-', recl)
    end do
    close (u)
    close (v)
    open (newunit=w, file='stream.bin', access='stream', status='replace')
    write (w) (int(-1, 1), i = 1, slice * nproc)
    close (w)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  open (newunit=u, file='direct.bin', access='direct', recl=recl, &
        form='unformatted', status='old')
  open (newunit=v, file='direct.txt', access='direct', recl=recl, &
        form='formatted', status='old')
  do i = rank + 1, nrec, nproc
    read (u, rec=i) vals
    write (u, rec=i) (1000 * rank + i, owner = 1, recl / 4)
    read (v, '(a)', rec=i) line
    write (line, '(a,i0,a,i0)') 'record ', i, ' of rank ', rank
    write (v, '(a)', rec=i) line
  end do
  close (u)
  close (v)
  open (newunit=w, file='stream.bin', access='stream', status='old')
  read (w, pos=rank * slice + 1) bytes
  write (w, pos=rank * slice + 1) (int(rank, 1), i = 1, slice)
  close (w)
  call MPI_Barrier(MPI_COMM_WORLD, ierr)

  if (rank == 0) then
    open (newunit=u, file='direct.bin', access='direct', recl=recl, &
          form='unformatted', status='old')
    ok = .true.
    do i = 1, nrec
      read (u, rec=i) vals
      ok = ok .and. all(vals == 1000 * mod(i - 1, nproc) + i)
    end do
    close (u)
    print '(a,i0,a,l1)', 'direct: ', nrec, ' records, all from their owners: ', ok
    open (newunit=v, file='direct.txt', access='direct', recl=recl, &
          form='formatted', status='old')
    ok = .true.
    do i = 1, nrec
      read (v, '(a)', rec=i) line
      ok = ok .and. line == expected(i, mod(i - 1, nproc))
    end do
    close (v)
    print '(a,i0,a,l1)', 'formatted direct: ', nrec, &
      ' records, all from their owners: ', ok
    open (newunit=w, file='stream.bin', access='stream', status='old')
    ok = .true.
    do i = 0, nproc - 1
      read (w) bytes
      ok = ok .and. all(bytes == i)
    end do
    close (w)
    print '(a,i0,a,l1)', 'stream: ', nproc, ' slices, all from their owners: ', ok
  end if
  call MPI_Finalize(ierr)
contains
  character(len=recl) function expected(rec, owner)
    integer, intent(in) :: rec, owner
    write (expected, '(a,i0,a,i0)') 'record ', rec, ' of rank ', owner
  end function expected
end program shared_file_disjoint
