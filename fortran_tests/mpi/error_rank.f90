! A Fortran runtime error on one rank (READ past the end of a file, no
! IOSTAT=): that process ends like any runtime error, exit status 2 with
! every unit written back, so its buffered file data is kept; mpirun then
! kills the other ranks, whose unflushed buffers are lost and whose closed
! files are intact.  Files, exit status and sorted lines (the error
! message, mpirun's report) must be libgfortran's.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff --expect-exit=2 --show=both --show-file=open.0 --show-file=open.1 %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:rank 0 waits
! CHECK-NEXT:rank 1 fails
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT:  Exit code:    2
! CHECK-NEXT:  Process name: {{\[\[}}JOB],RANK]
! CHECK-NEXT:#<backtrace frames>
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:At line {{[0-9]+}} of file error_rank.f90 (unit = 12, file = 'empty.1')
! CHECK-NEXT:Error termination. Backtrace:
! CHECK-NEXT:Fortran runtime error: End of file
! CHECK-NEXT:Primary job  terminated normally, but 1 process returned
! CHECK-NEXT:a non-zero exit code. Per user-direction, the job has been aborted.
! CHECK-NEXT:mpirun detected that one or more processes exited with non-zero status, thus causing
! CHECK-NEXT:the job to be terminated. The first process to do so was:
! CHECK-NEXT:file open.0
! CHECK-NEXT:file open.1
! CHECK-NEXT:left open by rank 1
! CHECK-NEXT:np=4
! CHECK-NEXT:rank 0 waits
! CHECK-NEXT:rank 1 fails
! CHECK-NEXT:rank 2 waits
! CHECK-NEXT:rank 3 waits
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT:  Exit code:    2
! CHECK-NEXT:  Process name: {{\[\[}}JOB],RANK]
! CHECK-NEXT:#<backtrace frames>
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:--------------------------------------------------------------------------
! CHECK-NEXT:At line {{[0-9]+}} of file error_rank.f90 (unit = 12, file = 'empty.1')
! CHECK-NEXT:Error termination. Backtrace:
! CHECK-NEXT:Fortran runtime error: End of file
! CHECK-NEXT:Primary job  terminated normally, but 1 process returned
! CHECK-NEXT:a non-zero exit code. Per user-direction, the job has been aborted.
! CHECK-NEXT:mpirun detected that one or more processes exited with non-zero status, thus causing
! CHECK-NEXT:the job to be terminated. The first process to do so was:
! CHECK-NEXT:file open.0
! CHECK-NEXT:file open.1
! CHECK-NEXT:left open by rank 1
! CHECK-EMPTY:
program error_rank
  use mpi
  implicit none
  integer :: rank, ierr, x
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
  ! Every line is out before any rank can fail: mpirun kills the others
  ! as soon as rank 1 has ended.
  if (rank == 1) then
    print '(a)', 'rank 1 fails'
  else
    print '(a,i0,a)', 'rank ', rank, ' waits'
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  if (rank == 1) then
    open (12, file='empty.1', status='replace')
    rewind (12)
    read (12, *) x
  end if
  call MPI_Barrier(MPI_COMM_WORLD, ierr)
  print *, 'not reached', x
  call MPI_Finalize(ierr)
end program error_rank
