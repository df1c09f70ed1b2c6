! System calls per OPEN (issue 16): 100 rounds of OPEN, one WRITE and
! CLOSE of a new file, in each of five kinds of connection (formatted and
! unformatted sequential, direct, stream, and a scratch file).  The fault
! shim's counts of read, write, lseek, pread, pwrite, fstat, ftruncate,
! fsync and close must stay under four a round: an fstat(2), the WRITE's
! write(2) and the close(2), as libgfortran makes them.  A file just
! opened is at its start and a regular file can seek, so OPEN needs no
! lseek(2) (ftnio once made two a file).
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/counts.txt LD_PRELOAD=%fault_preload %t/prog | %fcheck %s
! RUN: %python %S/../tools/syscall_budget.py --statements 500 --budget 2000 %t/counts.txt
! CHECK:rounds 500
program open_close
  implicit none
  integer, parameter :: n = 100
  integer :: i, k, u, rounds
  character(16) :: name
  rounds = 0
  do i = 1, n
    do k = 1, 5
      write (name, '(a,i0,a)') 'f', k, '.dat'
      select case (k)
      case (1)
        open (newunit=u, file=name, status='replace', form='formatted')
        write (u, '(a,i0)') 'round ', i
      case (2)
        open (newunit=u, file=name, status='replace', form='unformatted')
        write (u) i
      case (3)
        open (newunit=u, file=name, status='replace', access='direct', &
              recl=8)
        write (u, rec=1) i
      case (4)
        open (newunit=u, file=name, status='replace', access='stream')
        write (u) i
      case (5)
        open (newunit=u, status='scratch')
        write (u, *) i
      end select
      close (u)
      rounds = rounds + 1
    end do
  end do
  print '(a,i0)', 'rounds ', rounds
end program
