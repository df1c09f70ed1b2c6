! Durability promise 5: FLUSH, CLOSE and program end never call fsync(2)
! (as libgfortran): surviving power loss is asked for explicitly, with
! fsync(FNUM(unit)) after FLUSH, which ftnio's FNUM makes possible.  The
! fault shim counts the calls on descriptors >= 3.
! REQUIRES: fault_shim
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/none.txt LD_PRELOAD=%fault_preload %t/prog 0 | %fcheck --check-prefix=OUT %s
! RUN: %fcheck --check-prefix=NONE %s < %t/none.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/user.txt LD_PRELOAD=%fault_preload %t/prog 1 | %fcheck --check-prefixes=USEROUT,OUT %s
! RUN: %fcheck --check-prefix=USER %s < %t/user.txt
! RUN: env FTNIO_FAULT_COUNTS=%t/gf.txt LD_PRELOAD=%fault_shim %t/prog 0 | %fcheck --check-prefix=OUT %s
! RUN: %fcheck --check-prefix=NONE %s < %t/gf.txt
! USEROUT:fsync status 0
! OUT:data 12
! NONE:fsync 0
! USER:fsync 1
program no_fsync
  use iso_c_binding
  implicit none
  interface
    integer(c_int) function c_fsync(fd) bind(c, name='fsync')
      import :: c_int
      integer(c_int), value :: fd
    end function
  end interface
  character(4) :: arg
  integer :: st(13)
  call get_command_argument(1, arg)
  open(10, file='out.txt', status='replace')
  write(10, '(a)') 'hello'
  write(10, '(a)') 'world'
  flush(10)
  if (arg == '1') print '(a,i0)', 'fsync status ', c_fsync(int(fnum(10), c_int))
  close(10)
  call stat('out.txt', st)
  print '(a,i0)', 'data ', st(8)
  open(11, file='out2.txt', status='replace')
  write(11, '(a)') 'left open at the end'
end program
