! Rank 0 collects one value row per rank (MPI_Gather) and prints it as a
! formatted table, list-directed and into a summary file; the other ranks
! do no I/O at all.  stdout and summary.txt must be libgfortran's.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff --show-file=summary.txt %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:    0      0.000  1.000E+00 T
! CHECK-NEXT:    1      1.250  2.000E+00 F
! CHECK-NEXT: sum   1.25000000       3.00000000    
! CHECK-NEXT:file summary.txt
! CHECK-NEXT:ranks=2
! CHECK-NEXT:           0   0.0000000000000000        1.0000000000000000     
! CHECK-NEXT:           1   1.2500000000000000        2.0000000000000000     
! CHECK-NEXT:np=4
! CHECK-NEXT:    0      0.000  1.000E+00 T
! CHECK-NEXT:    1      1.250  2.000E+00 F
! CHECK-NEXT:    2      2.500  3.000E+00 T
! CHECK-NEXT:    3      3.750  4.000E+00 F
! CHECK-NEXT: sum   7.50000000       10.0000000    
! CHECK-NEXT:file summary.txt
! CHECK-NEXT:ranks=4
! CHECK-NEXT:           0   0.0000000000000000        1.0000000000000000     
! CHECK-NEXT:           1   1.2500000000000000        2.0000000000000000     
! CHECK-NEXT:           2   2.5000000000000000        3.0000000000000000     
! CHECK-NEXT:           3   3.7500000000000000        4.0000000000000000     
! CHECK-EMPTY:
program gather_print
  use mpi
  implicit none
  integer :: rank, nproc, ierr, i, u
  double precision :: mine(2)
  double precision, allocatable :: all(:, :)
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nproc, ierr)
  mine = [1.25d0 * rank, rank + 1d0]
  allocate (all(2, 0:nproc - 1))
  call MPI_Gather(mine, 2, MPI_DOUBLE_PRECISION, all, 2, &
                  MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
  if (rank == 0) then
    do i = 0, nproc - 1
      write (*, '(i5,f11.3,es11.3,l2)') i, all(:, i), mod(i, 2) == 0
    end do
    print *, 'sum', real(sum(all(1, :))), real(sum(all(2, :)))
    open (newunit=u, file='summary.txt', status='new')
    write (u, '(a,i0)') 'ranks=', nproc
    do i = 0, nproc - 1
      write (u, *) i, all(:, i)
    end do
    close (u)
  end if
  call MPI_Finalize(ierr)
end program gather_print
