! System calls per statement (issue 16): 2000 formatted stream WRITEs,
! then, in a second run, 2000 READs of them, are served by the buffer,
! each with an INQUIRE of POS= after it: the fault shim's counts of read,
! write, lseek, pread, pwrite, fstat, ftruncate, fsync and close must stay
! under one per 50 statements (each WRITE once made an fstat(2), to see
! whether the record ended before the end of the file).
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 4000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 4000 %t/read.txt
! WRITE:written 2000 at 22001
! READ:read sum 2001000 at 22001
program stream_formatted
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  integer :: i, u, k, p
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='sf.txt', access='stream', form='formatted', &
          status='replace')
    do i = 1, n
      write (u, '(i10)') i
      inquire (u, pos=p)
    end do
    close (u)
    print '(a,i0,a,i0)', 'written ', n, ' at ', p
  end if
  if (mode /= 'write') then
    open (newunit=u, file='sf.txt', access='stream', form='formatted', &
          status='old')
    total = 0
    do i = 1, n
      read (u, '(i10)') k
      inquire (u, pos=p)
      total = total + k
    end do
    close (u)
    print '(a,i0,a,i0)', 'read sum ', total, ' at ', p
  end if
end program
