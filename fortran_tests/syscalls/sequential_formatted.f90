! System calls per statement (issue 16): 1500 formatted sequential
! WRITEs (edit-directed, list-directed and namelist, each edit-directed
! one followed by an INQUIRE of POSITION=), then, in a second run, 1500
! READs of them, are served by the buffer: the fault shim's
! counts of read, write, lseek, pread, pwrite, fstat, ftruncate, fsync
! and close must stay under one per 50 statements.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 1500 %t/read.txt
! WRITE:written 2000 APPEND
! READ:read sum 375750 125250 250500
program sequential_formatted
  implicit none
  integer, parameter :: n = 500  ! rounds of statements per phase
  character(8) :: mode
  character(12) :: pos
  character(20) :: text
  integer :: i, u, k, a, c
  integer(8) :: total(3)
  namelist /nl/ a, c
  call get_command_argument(1, mode)
  if (mode /= 'read') then
    open (newunit=u, file='s.txt', status='replace')
    do i = 1, n
      write (u, '(i10,1x,a)') i, 'record'
      inquire (u, position=pos)
      write (u, *) i, 2 * i
      a = i
      c = -i
      write (u, nml=nl)
    end do
    close (u)
    print '(a,i0,1x,a)', 'written ', 4 * n, trim(pos)
  end if
  if (mode /= 'write') then
    open (newunit=u, file='s.txt', status='old')
    total = 0
    do i = 1, n
      read (u, '(i10,1x,a)') k, text
      total(1) = total(1) + k
      read (u, *) k, a
      total(1) = total(1) + a
      read (u, nml=nl)
      total(2) = total(2) + a
      total(3) = total(3) + a - c
    end do
    close (u)
    print '(a,3(1x,i0))', 'read sum', total
  end if
end program
