! flang 19's runtime makes every scratch file as /tmp/Fortran-Scratch-XXXXXX
! and unlinks it at once: TMPDIR plays no part (libgfortran's
! $TMPDIR/gfortrantmpXXXXXX is the gfortran door's).  ftnio's flang door
! made libgfortran's, in the run's TMPDIR.  The program asks the kernel
! where its open scratch descriptors point (/proc/<pid>/fd, through the
! shell that execute_command_line starts: its $PPID), the random part cut.
! RUN: %flangdiff --env TMPDIR=. %s | %fcheck %s
! RUN: %flangdiff %s | %fcheck %s
program scratch_file_directory
  implicit none
  integer :: u, v
  open (newunit=u, status='scratch')
  open (newunit=v, status='scratch', form='unformatted')
  write (u, '(a)') 'formatted scratch'
  write (v) 42
  call execute_command_line( &
    "ls -l /proc/$PPID/fd | sed -n 's/.*-> \(.*\)[A-Za-z0-9]\{6\} (deleted)$/\1/p'")
  close (u)
  close (v)
end program scratch_file_directory
! CHECK:/tmp/Fortran-Scratch-
! CHECK-NEXT:/tmp/Fortran-Scratch-
! CHECK-NOT: {{.}}
