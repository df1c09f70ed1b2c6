! SPDX-License-Identifier: MIT
! Benchmark: thread scaling of formatted WRITEs under OpenMP (perf/).
!
! The same fixed amount of work per thread is run by one thread and then
! by two; throughput is statements per second of wall time over all
! threads, so a runtime whose statements share nothing reaches twice its
! one-thread figure with two threads on two cores.  A global lock or a
! cache line written by every statement (a unit table, a format cache,
! a pool of internal units) shows up as a scaling below 2.  The two
! thread counts alternate twice and each keeps its faster attempt, which
! damps other processes on a shared machine.
!
! Usage: threads MODE [LINES]     (compiled with -fopenmp)
!   MODE  internal  write (s,'(i0)') and write (s,'(es24.16)') into a
!                   string of the thread's own, alternately; the lengths
!                   written are summed (both builds must agree)
!         external  write (u,'(i12,es24.16)') to a scratch file of the
!                   thread's own (NEWUNIT), OPEN and CLOSE included
!   LINES statements per thread (default 1000000).
! Output (unit 0, see perf/README.md):
!   RESULT threads_<MODE> lines/s threads= 1 <statements per second>
!   RESULT threads_<MODE> lines/s threads= 2 <statements per second>
!   RESULT threads_<MODE> scaling <2-thread / 1-thread throughput>
!   RESULT threads_<MODE> characters <sum>          (internal only)
program threads
  use, intrinsic :: iso_fortran_env, only: int64, real64
  use omp_lib, only: omp_get_thread_num
  implicit none
  character(len=16) :: mode
  integer(int64) :: lines            ! statements per thread
  integer(int64) :: chars            ! characters written (internal)
  real(real64) :: best(2)            ! fastest wall time per thread count
  real(real64) :: rate(2)
  integer :: attempt, nt

  call get_command_argument(1, mode)
  lines = int_argument(2, 1000000_int64)
  if (mode /= 'internal' .and. mode /= 'external') then
    write (0, *) 'usage: threads internal|external [LINES]'
    error stop 2
  end if

  best = huge(1.0_real64)
  do attempt = 1, 2
    do nt = 1, 2
      best(nt) = min(best(nt), timed(nt))
    end do
  end do
  do nt = 1, 2
    rate(nt) = real(nt * lines, real64) / best(nt)
    write (0, *) 'RESULT threads_'//trim(mode)//' lines/s threads= ', nt, &
      rate(nt)
  end do
  write (0, *) 'RESULT threads_'//trim(mode)//' scaling ', rate(2) / rate(1)
  if (mode == 'internal') &
    write (0, *) 'RESULT threads_internal characters ', chars

contains

  ! Wall time of one parallel region of nt threads doing the work.
  real(real64) function timed(nt)
    integer, intent(in) :: nt
    integer(int64) :: t0, t1, clock_rate, total
    total = 0
    call system_clock(t0, clock_rate)
    !$omp parallel num_threads(nt) reduction(+:total)
    if (mode == 'internal') then
      total = total + internal_work(lines)
    else
      call external_work(lines)
    end if
    !$omp end parallel
    call system_clock(t1)
    timed = max(real(t1 - t0, real64) / real(clock_rate, real64), &
                1.0e-9_real64)
    chars = total / nt  ! per thread: the same for every thread count
  end function timed

  ! Internal WRITEs into a thread-private string; returns the lengths.
  integer(int64) function internal_work(count) result(total)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    character(len=24) :: s
    total = 0
    do n = 1, count
      if (iand(n, 1_int64) == 0) then
        write (s, '(i0)') n * 7919_int64
      else
        write (s, '(es24.16)') real(n, real64) * 1.2345678901_real64
      end if
      total = total + len_trim(s)
    end do
  end function internal_work

  ! Formatted WRITEs to a scratch file only this thread uses.
  subroutine external_work(count)
    integer(int64), intent(in) :: count
    integer(int64) :: n
    integer :: u
    open (newunit=u, status='scratch', form='formatted')
    do n = 1, count
      write (u, '(i12,es24.16)') n, real(n, real64) * 1.2345678901_real64
    end do
    close (u)
  end subroutine external_work

  include 'int_argument.inc'

end program threads
