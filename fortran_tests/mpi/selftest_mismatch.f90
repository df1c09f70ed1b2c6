! Negative control of mpidiff.py: a program whose ranks write a different
! file and line when libftnio is loaded must make mpidiff fail, naming the
! file and stdout in every ftnio run.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: not %mpidiff --np=2 %s > %t.out 2> %t.err
! RUN: FileCheck %s < %t.err
! CHECK-DAG: MISMATCH stdout differs: libgfortran np=2 {{.*}} ftnio-linked np=2
! CHECK-DAG: MISMATCH stdout differs: libgfortran np=2 {{.*}} ftnio-preload np=2
! CHECK-DAG: MISMATCH file which.1: left by libgfortran np=2 but not by ftnio-linked np=2
! CHECK-DAG: MISMATCH file which.1: left by libgfortran np=2 but not by ftnio-preload np=2
! CHECK: mpidiff: {{.*}}selftest_mismatch.f90: {{[0-9]+}} difference(s)
program selftest_mismatch
  use mpi
  implicit none
  integer :: rank, ierr, u, ios
  character(len=256) :: line
  character(len=32) :: fname
  logical :: ftnio
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  ftnio = .false.
  open (newunit=u, file='/proc/self/maps', action='read')
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    if (index(line, 'libftnio') > 0) ftnio = .true.
  end do
  close (u)
  if (ftnio) then
    write (fname, '(a,i0)') 'ftnio.', rank
  else
    write (fname, '(a,i0)') 'which.', rank
  end if
  open (newunit=u, file=fname)
  write (u, '(l1)') ftnio
  close (u)
  print '(a,i0,a,l1)', 'rank ', rank, ' ftnio ', ftnio
  call MPI_Finalize(ierr)
end program selftest_mismatch
