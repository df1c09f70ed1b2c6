! System calls per statement (issue 16): 2000 unformatted stream WRITEs of
! 16 bytes (POS= of the next byte on every other one), then, in a second
! run, 2000 READs of them (without POS=, then with it), are served by
! the buffer, each with an INQUIRE of POS= after it: the fault shim's
! counts of read, write, lseek, pread, pwrite, fstat, ftruncate, fsync and
! close must stay under one per 50 statements.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 4000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 4000 %t/read.txt
! WRITE:written 2000 at 32001
! READ:read sum 8004000 at 32001
program stream_unformatted
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  integer :: b(4)
  integer :: i, u, p
  integer(8) :: total
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='st.bin', access='stream', form='unformatted', &
          status='replace')
    do i = 1, n
      b = i
      if (mod(i, 2) == 0) then
        write (u) b
      else
        write (u, pos=1 + (i - 1) * 16) b
      end if
      inquire (u, pos=p)
    end do
    close (u)
    print '(a,i0,a,i0)', 'written ', n, ' at ', p
  end if
  if (mode /= 'write') then
    open (newunit=u, file='st.bin', access='stream', form='unformatted', &
          status='old')
    total = 0
    do i = 1, n
      if (i <= n / 2) then
        read (u) b
      else
        read (u, pos=1 + (i - 1) * 16) b
      end if
      inquire (u, pos=p)
      total = total + sum(b)
    end do
    close (u)
    print '(a,i0,a,i0)', 'read sum ', total, ' at ', p
  end if
end program
