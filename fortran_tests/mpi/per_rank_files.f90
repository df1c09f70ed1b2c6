! Every rank writes its own formatted file, named from its rank with an
! internal WRITE ('out.' // rank), appends to it after a reopen, and reads
! it back.  The files and every rank's lines (sorted) must be libgfortran's,
! with 2 and 4 processes, ftnio linked, preloaded and through ftnio-run.
! REQUIRES: mpi, ftnio_run_script
! UNSUPPORTED: sanitize
! RUN: %mpidiff --ftnio-run=%ftnio_run_script %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:rank 0 read back: 'rank 0 line 1' 'rank 0 line 2' 'appended 0'
! CHECK-NEXT:rank 1 read back: 'rank 1 line 1' 'rank 1 line 2' 'appended 1'
! CHECK-NEXT:np=4
! CHECK-NEXT:rank 0 read back: 'rank 0 line 1' 'rank 0 line 2' 'appended 0'
! CHECK-NEXT:rank 1 read back: 'rank 1 line 1' 'rank 1 line 2' 'appended 1'
! CHECK-NEXT:rank 2 read back: 'rank 2 line 1' 'rank 2 line 2' 'appended 2'
! CHECK-NEXT:rank 3 read back: 'rank 3 line 1' 'rank 3 line 2' 'appended 3'
! CHECK-EMPTY:
program per_rank_files
  use mpi
  implicit none
  integer :: rank, nproc, ierr, i, u
  character(len=32) :: fname
  character(len=40) :: line(3)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  write (fname, '(a,i0)') 'out.', rank
  open (newunit=u, file=fname, status='replace', action='write')
  do i = 1, 2
    write (u, '(a,i0,a,i0)') 'rank ', rank, ' line ', i
  end do
  write (u, '(a,i0,a,f8.3)') 'rank ', rank, ' value ', rank * 1.5
  close (u)
  open (newunit=u, file=fname, position='append')
  write (u, '(a,i0)') 'appended ', rank
  close (u)
  open (newunit=u, file=fname, status='old', action='read')
  read (u, '(a)') line(1), line(2)
  read (u, *)
  read (u, '(a)') line(3)
  close (u)
  print '(a,i0,a,3(1x,a))', 'rank ', rank, ' read back:', &
    ("'" // trim(line(i)) // "'", i = 1, 3)
  call MPI_Finalize(ierr)
end program per_rank_files
