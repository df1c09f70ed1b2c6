! Four OpenMP threads PRINT 4000 lines concurrently (plus some WRITE(0,*)).
! The order is nondeterministic, so instead of fdiff's exact comparison:
! every line must have the right shape (no torn or merged records), none may
! be lost or duplicated, and the sorted output must equal libgfortran's.
! Runs: LD_PRELOAD and linked, stdout to a pipe and to a regular file.
! REQUIRES: openmp
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran -fopenmp %s -o %t/plain
! RUN: %gfortran -fopenmp %s %ftnio_link -o %t/linked
! RUN: env OMP_NUM_THREADS=4 %t/plain > %t/ref.out 2> %t/ref.err
! RUN: env OMP_NUM_THREADS=4 LD_PRELOAD=%ftnio_preload %t/plain > %t/pre.out 2> %t/pre.err
! RUN: env OMP_NUM_THREADS=4 LD_PRELOAD=%ftnio_preload %t/plain 2> %t/prep.err | sort > %t/prep.sorted
! RUN: env OMP_NUM_THREADS=4 %t/linked > %t/lnk.out 2> %t/lnk.err
! RUN: env OMP_NUM_THREADS=4 %t/linked 2>&1 | %check_lines --count=4571 --unique --regex=' (line +([0-9]+) x+ +[0-9]+|err +[0-9]+ +-[0-9]+)'
! RUN: env OMP_NUM_THREADS=4 LD_PRELOAD=%ftnio_preload %t/plain 2> %t/prep2.err | %check_lines --count=4000 --unique --regex=' line +([0-9]+) (x+) +([0-9]+)' --where='len(g[2]) == 1 + int(g[1]) % 60 and int(g[3]) == 3 * int(g[1])'
!
! libgfortran itself passes the shape check (the reference is sane):
! RUN: %check_lines --count=4000 --unique --regex=' line +([0-9]+) (x+) +([0-9]+)' --where='len(g[2]) == 1 + int(g[1]) % 60 and int(g[3]) == 3 * int(g[1])' %t/ref.out
! RUN: %check_lines --count=4000 --unique --regex=' line +([0-9]+) (x+) +([0-9]+)' --where='len(g[2]) == 1 + int(g[1]) % 60 and int(g[3]) == 3 * int(g[1])' %t/pre.out
! RUN: %check_lines --count=4000 --unique --regex=' line +([0-9]+) (x+) +([0-9]+)' --where='len(g[2]) == 1 + int(g[1]) % 60 and int(g[3]) == 3 * int(g[1])' %t/lnk.out
! RUN: %check_lines --count=571 --unique --regex=' err +([0-9]+) +(-[0-9]+)' --where='int(g[1]) % 7 == 0 and int(g[2]) == -int(g[1])' %t/pre.err
! RUN: %check_lines --count=571 --unique --regex=' err +([0-9]+) +(-[0-9]+)' --where='int(g[1]) % 7 == 0 and int(g[2]) == -int(g[1])' %t/lnk.err
!
! RUN: sort %t/ref.out > %t/ref.sorted
! RUN: sort %t/pre.out > %t/pre.sorted
! RUN: sort %t/lnk.out > %t/lnk.sorted
! RUN: diff %t/ref.sorted %t/pre.sorted
! RUN: diff %t/ref.sorted %t/prep.sorted
! RUN: diff %t/ref.sorted %t/lnk.sorted
! RUN: sort %t/ref.err > %t/ref.err.sorted
! RUN: sort %t/lnk.err > %t/lnk.err.sorted
! RUN: diff %t/ref.err.sorted %t/lnk.err.sorted
program omp_print
  implicit none
  integer :: i
  !$omp parallel do schedule(dynamic, 7)
  do i = 1, 4000
    print *, 'line', i, repeat('x', 1 + mod(i, 60)), 3 * i
    if (mod(i, 7) == 0) write (0, *) 'err', i, -i
  end do
  !$omp end parallel do
end program omp_print
