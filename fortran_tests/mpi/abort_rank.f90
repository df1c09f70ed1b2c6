! MPI_Abort on one rank.  Before it, every rank writes and closes its own
! file (intact afterwards), writes to a second file it leaves open without
! FLUSH and prints a line; the aborting rank also FLUSHes a third file.
! OpenMPI ends the aborting process with _exit and kills the others, so
! what is still in a unit's buffer is lost, as with libgfortran (the rules
! of an abnormal end, docs/durability.md); what was FLUSHed or CLOSEd stays.
! Files, exit status 3 and the sorted lines must be libgfortran's.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff --expect-exit=3 --drop-launcher-messages --show=both --show-file=done.1 --show-file=open.1 --show-file=flushed.1 %s | %fcheck %s
!
! OpenMPI's own MPI_ABORT notice races the aborting process's _exit (it
! arrives whole, garbled or not at all), so it is left out of the comparison.
! CHECK:np=2
! CHECK-NEXT:buffered stdout of rank 0
! CHECK-NEXT:buffered stdout of rank 1
! CHECK-NEXT:rank 1 aborts
! CHECK-NEXT:file done.1
! CHECK-NEXT:closed by rank 1
! CHECK-NEXT:file open.1
! CHECK-NEXT:file flushed.1
! CHECK-NEXT:flushed by rank 1
! CHECK-NEXT:np=4
! CHECK-NEXT:buffered stdout of rank 0
! CHECK-NEXT:buffered stdout of rank 1
! CHECK-NEXT:buffered stdout of rank 2
! CHECK-NEXT:buffered stdout of rank 3
! CHECK-NEXT:rank 1 aborts
! CHECK-NEXT:file done.1
! CHECK-NEXT:closed by rank 1
! CHECK-NEXT:file open.1
! CHECK-NEXT:file flushed.1
! CHECK-NEXT:flushed by rank 1
! CHECK-EMPTY:
program abort_rank
  use mpi
  implicit none
  integer :: rank, ierr
  character(len=32) :: fname
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  write (fname, '(a,i0)') 'done.', rank
  open (10, file=fname, status='replace')
  write (10, '(a,i0)') 'closed by rank ', rank
  close (10)
  write (fname, '(a,i0)') 'open.', rank
  open (11, file=fname, status='replace')
  write (11, '(a,i0)') 'left open by rank ', rank
  print '(a,i0)', 'buffered stdout of rank ', rank
  if (rank == 1) then
    open (12, file='flushed.1', status='replace')
    write (12, '(a,i0)') 'flushed by rank ', rank
    flush (12)
    write (12, '(a,i0)') 'not flushed by rank ', rank
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    write (0, '(a)') 'rank 1 aborts'
    call MPI_Abort(MPI_COMM_WORLD, 3, ierr)
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  print *, 'not reached'
  call MPI_Finalize(ierr)
end program abort_rank
