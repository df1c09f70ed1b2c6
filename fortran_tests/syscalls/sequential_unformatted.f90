! System calls per statement (issue 16): 2000 unformatted sequential
! WRITEs of 16-byte records, then, in a second run, 2000 READs of them,
! are served by the buffer: the fault shim's counts of read, write,
! lseek, pread, pwrite, fstat, ftruncate, fsync and close must stay under
! one per 50 statements.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/read.txt
! WRITE:written 2000
! READ:read sum 8004000
program sequential_unformatted
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  integer :: b(4)
  integer :: i, u
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='s.bin', form='unformatted', status='replace')
    do i = 1, n
      b = i
      write (u) b
    end do
    close (u)
    print '(a,i0)', 'written ', n
  end if
  if (mode /= 'write') then
    open (newunit=u, file='s.bin', form='unformatted', status='old')
    total = 0
    do i = 1, n
      read (u) b
      total = total + sum(b)
    end do
    close (u)
    print '(a,i0)', 'read sum ', total
  end if
end program
