! Every rank prints lines to the one shared stdout (and some to stderr),
! with FLUSH after each record.  Per-rank interleaving is not
! deterministic: the sorted lines must be libgfortran's, and every line
! whole (none torn, lost or doubled).  Each statement's data goes to the
! kernel at its end, so a record built by several non-advancing WRITEs can
! have another rank's line inside it, with libgfortran as with ftnio: no
! such records here.
! REQUIRES: mpi
! UNSUPPORTED: sanitize
! RUN: %mpidiff --show=both %s > %t
! RUN: %fcheck %s < %t
! RUN: grep -v '^np=' %t | %check_lines --count=372 --regex='(rank ([0-3]) line ([0-9]{2}) (x+) end|err ([0-3]) ([0-9]{2})|rank ([0-3]) done)' --where='g[4] is None or len(g[4]) == 1 + int(g[3]) % 17'
! CHECK:np=2
! CHECK-NEXT:rank 0 done
! CHECK-NEXT:rank 0 line 01 xx end
! CHECK:rank 1 line 50 xxxxxxxxxxxxxxxxx end
! CHECK-NEXT:err 0 00
! CHECK:err 1 49
! CHECK-NEXT:np=4
! CHECK-NEXT:rank 0 done
! CHECK:rank 3 line 50 xxxxxxxxxxxxxxxxx end
! CHECK-NEXT:err 0 00
! CHECK:err 3 49
! CHECK-EMPTY:
program shared_stdout
  use mpi
  use iso_fortran_env, only: output_unit, error_unit
  implicit none
  integer :: rank, ierr, i
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 50
    if (mod(i, 3) == 0) then
      print '(a,i0,a,i2.2,1x,a,a)', 'rank ', rank, ' line ', i, &
        repeat('x', 1 + mod(i, 17)), ' end'
    else
      write (*, '(a,i0,a,i2.2,1x,a,a)') 'rank ', rank, ' line ', i, &
        repeat('x', 1 + mod(i, 17)), ' end'
    end if
    flush (output_unit)
    if (mod(i, 5) == 0 .or. i == 1) then
      write (error_unit, '(a,i0,1x,i2.2)') 'err ', rank, i - 1
      flush (error_unit)
    end if
  end do
  print '(a,i0,a)', 'rank ', rank, ' done'
  call MPI_Finalize(ierr)
end program shared_stdout
