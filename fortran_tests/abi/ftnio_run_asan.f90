! ftnio-run on a program built with -fsanitize=address: ASan aborts at
! start-up ("ASan runtime does not come first in initial library list")
! unless its runtime precedes libftnio.so in LD_PRELOAD, so ftnio-run finds
! the program's sanitizer runtime (ldd) and preloads it first.  The output
! through ftnio-run equals the plain run's; with the argument "env" the
! program shows the LD_PRELOAD it got (runtime first, then libftnio).
! REQUIRES: asan, ftnio_run_script
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran -fsanitize=address %s -o %t/prog
! RUN: cd %t && ./prog > %t/plain.out 2> %t/plain.err
! RUN: cd %t && %ftnio_run_script ./prog > %t/ftnio.out 2> %t/ftnio.err
! RUN: cmp %t/plain.out %t/ftnio.out
! RUN: cmp %t/plain.err %t/ftnio.err
! RUN: %fcheck %s < %t/ftnio.out
! RUN: cd %t && %ftnio_run_script ./prog env | %fcheck --check-prefix=ENV %s
program asan_prog
  implicit none
  character(len=2000) :: preload, arg
  character(len=12) :: s
  integer :: i, u, v(3)

  call get_command_argument(1, arg)
  if (arg == 'env') then
    call get_environment_variable('LD_PRELOAD', preload)
    print '(A)', trim(preload)
    stop
  end if
  write (s, '(I6,F6.2)') 42, 1.5
  print *, s, (i, i = 1, 3)
  open (newunit=u, file='data.bin', form='unformatted', status='replace')
  write (u) [10, 20, 30]
  rewind (u)
  read (u) v
  close (u, status='delete')
  print '(3I4)', v
  write (0, '(A)') 'to stderr'
end program asan_prog
! CHECK:     42  1.50           1           2           3
! CHECK-NEXT:  10  20  30
! CHECK-NOT: {{.}}
! ENV:{{/.*/libasan\.so[.0-9]*}} {{/.*/libftnio\.so[.0-9]*}}
