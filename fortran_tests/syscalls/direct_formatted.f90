! System calls per statement (issue 16): 2000 consecutive formatted
! direct-access WRITEs of 40-character records (REC= 1, 2, ...), then, in
! a second run, 2000 consecutive READs of them, are served by the buffer:
! the fault shim's counts of read, write, lseek, pread, pwrite, fstat,
! ftruncate, fsync and close must stay under one per 50 statements (each
! READ once made an fstat(2) to learn the file's size).
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/read.txt
! WRITE:written 2000
! READ:read sum 2001000
program direct_formatted
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  character(20) :: text
  integer :: i, u, k
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='d.txt', access='direct', recl=40, &
          form='formatted', status='replace')
    do i = 1, n
      write (u, '(i10,1x,a)', rec=i) i, 'record'
    end do
    close (u)
    print '(a,i0)', 'written ', n
  end if
  if (mode /= 'write') then
    open (newunit=u, file='d.txt', access='direct', recl=40, &
          form='formatted', status='old')
    total = 0
    do i = 1, n
      read (u, '(i10,1x,a)', rec=i) k, text
      total = total + k
    end do
    close (u)
    print '(a,i0)', 'read sum ', total
  end if
end program
