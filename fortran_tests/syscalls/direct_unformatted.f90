! System calls per statement (issue 16): 2000 consecutive unformatted
! direct-access WRITEs of 128-byte records (REC= 1, 2, ...), then, in a
! second run, 2000 consecutive READs of them, are served by the buffer.
! The fault shim counts the calls each run makes (read, write, lseek,
! pread, pwrite, fstat, ftruncate, fsync, close on the file) and the run
! must stay under one call per 50 statements: a READ once asked for the
! file's size with one fstat(2) each, 5.6x slower than libgfortran.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/read.txt
! WRITE:written 2000
! READ:read sum 12672000
program direct_unformatted
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  integer(1) :: b(128)
  integer :: i, u
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='d.bin', access='direct', recl=128, &
          form='unformatted', status='replace')
    do i = 1, n
      b = int(mod(i, 100), 1)
      write (u, rec=i) b
    end do
    close (u)
    print '(a,i0)', 'written ', n
  end if
  if (mode /= 'write') then
    open (newunit=u, file='d.bin', access='direct', recl=128, &
          form='unformatted', status='old')
    total = 0
    do i = 1, n
      read (u, rec=i) b
      total = total + sum(int(b, 8))
    end do
    close (u)
    print '(a,i0)', 'read sum ', total
  end if
end program
