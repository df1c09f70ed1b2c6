! System calls per statement (issue 16): 2000 WRITEs to standard output
! and 2000 READs from standard input, both regular files, are served by
! the buffer, as libgfortran buffers them: the fault shim counts the
! calls on every descriptor, the standard ones included, and the run must
! stay under one per 50 statements.
! REQUIRES: fault_shim
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_MINFD=0 FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write > %t/lines.txt
! RUN: tail -n 1 %t/lines.txt | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_MINFD=0 FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read < %t/lines.txt > %t/sum.txt
! RUN: %fcheck --check-prefix=READ %s < %t/sum.txt
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/read.txt
! WRITE:        2000 line        4000
! READ:read sum 2001000 4002000
program standard_units
  implicit none
  integer, parameter :: n = 2000
  character(8) :: mode
  character(4) :: word
  integer :: i, k, m
  integer(8) :: total(2)
  call get_command_argument(1, mode)
  if (mode == 'write') then
    do i = 1, n
      if (mod(i, 2) == 0) then
        print *, i, 'line', 2 * i
      else
        write (*, '(i5,1x,a,1x,i0)') i, 'line', 2 * i
      end if
    end do
  else
    total = 0
    do i = 1, n
      read (*, *) k, word, m
      total = total + [k, m]
    end do
    print '(a,2(1x,i0))', 'read sum', total
  end if
end program
