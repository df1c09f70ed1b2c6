! System calls per statement (issue 16), unformatted direct access with
! 128-byte records.  Consecutive: 2000 WRITEs with REC= 1, 2, ..., then,
! in a second run, 2000 READs of them, are served by the buffer: the fault
! shim's counts of read, write, lseek, pread, pwrite, fstat, ftruncate,
! fsync and close on the file must stay under one per 50 statements (a
! READ once asked for the file's size with one fstat(2) each, 5.6x slower
! than libgfortran).  Scattered (REC = 1 + k*7919 mod 2000): the records
! cannot be buffered, but each needs only one system call, a pread(2) or
! pwrite(2) (libgfortran makes an lseek(2) and a read(2) or write(2)), so
! one per statement and a few for OPEN and CLOSE (each READ once made an
! lseek(2) and an fstat(2) as well).
! Arguments: [write|read|both] [consecutive|scattered|both].
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/write.txt LD_PRELOAD=%fault_preload %t/prog write consecutive | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/write.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/read.txt LD_PRELOAD=%fault_preload %t/prog read consecutive | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 %t/read.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/swrite.txt LD_PRELOAD=%fault_preload %t/prog write scattered | %fcheck --check-prefix=WRITE %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 --budget 2020 %t/swrite.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/sread.txt LD_PRELOAD=%fault_preload %t/prog read scattered | %fcheck --check-prefix=READ %s
! RUN: %python %S/../tools/syscall_budget.py --statements 2000 --budget 2020 %t/sread.txt
! WRITE:written 2000
! READ:read sum 12672000
program direct_unformatted
  implicit none
  integer, parameter :: n = 2000
  character(12) :: mode, order
  call get_command_argument(1, mode)
  call get_command_argument(2, order)
  if (order /= 'scattered') call run(.false.)
  if (order /= 'consecutive') call run(.true.)
contains
  ! Record i of the pattern: i itself, or scattered over the file.
  integer function rec_of(i, scattered)
    integer, intent(in) :: i
    logical, intent(in) :: scattered
    rec_of = i
    if (scattered) rec_of = 1 + mod(i * 7919, n)
  end function

  subroutine run(scattered)
    logical, intent(in) :: scattered
    integer(1) :: b(128)
    integer :: i, u, r
    integer(8) :: total
    if (mode /= 'read') then
      open (newunit=u, file='d.bin', access='direct', recl=128, &
            form='unformatted', status='replace')
      do i = 1, n
        r = rec_of(i, scattered)
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
        read (u, rec=rec_of(i, scattered)) b
        total = total + sum(int(b, 8))
      end do
      close (u)
      print '(a,i0)', 'read sum ', total
    end if
  end subroutine
end program
