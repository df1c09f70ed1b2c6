! System calls per statement (issue 16): direct-access READs and WRITEs
! of 128-byte records in a scattered order (REC = 1 + k*7919 mod 2000)
! cannot be buffered, but each needs only one system call, a pread(2) or
! pwrite(2) (libgfortran makes an lseek(2) and a read(2) or write(2)):
! the fault shim's counts of read, write, lseek, pread, pwrite, fstat,
! ftruncate, fsync and close must stay within one per statement and a few
! for OPEN and CLOSE (each READ once made an lseek(2) and an fstat(2) as
! well).
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 --budget 2020 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 --budget 2020 %t/read.txt
! WRITE:written 2000
! READ:read sum 12672000
program direct_random
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  integer(1) :: b(128)
  integer :: i, u, r
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='d.bin', access='direct', recl=128, &
          form='unformatted', status='replace')
    do i = 1, n
      r = 1 + mod(i * 7919, n)
      b = int(mod(r, 100), 1)
      write (u, rec=r) b
    end do
    close (u)
    print '(a,i0)', 'written ', n
  end if
  if (mode /= 'write') then
    open (newunit=u, file='d.bin', access='direct', recl=128, &
          form='unformatted', status='old')
    total = 0
    do i = 1, n
      read (u, rec=1 + mod(i * 7919, n)) b
      total = total + sum(int(b, 8))
    end do
    close (u)
    print '(a,i0)', 'read sum ', total
  end if
end program
