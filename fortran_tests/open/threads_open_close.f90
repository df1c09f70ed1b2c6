! OPEN, WRITE, INQUIRE and CLOSE from several OpenMP threads at once: each
! thread repeatedly connects its own file through NEWUNIT=, writes to it
! and closes it, while all threads also INQUIRE and CLOSE a shared unit
! number that one of them keeps reopening.  Nothing may crash, hang or
! mix data; the files left behind are compared with libgfortran's.
! REQUIRES: openmp
! RUN: %fdiff --fflags=-fopenmp --env OMP_NUM_THREADS=4 %s | %fcheck %s
program threads_open_close
  implicit none
  integer :: t, i, u, ios
  character(len=16) :: name
  logical :: op
  !$omp parallel do private(i, u, name, ios, op) schedule(static, 1)
  do t = 1, 8
    write (name, '(a,i0,a)') 'thread', t, '.txt'
    do i = 1, 50
      open (newunit=u, file=name, position='append')
      write (u, *) 'thread', t, 'pass', i
      inquire (unit=u, opened=op)
      if (.not. op) print *, 'unit lost', t, i
      close (u)
      if (t == 1) then
        open (40, file='shared.txt', position='append', iostat=ios)
        close (40, iostat=ios)
      else
        inquire (unit=40, opened=op)
        close (99, iostat=ios)
      end if
    end do
  end do
  !$omp end parallel do
  print *, 'done'
end program threads_open_close
! CHECK: done
