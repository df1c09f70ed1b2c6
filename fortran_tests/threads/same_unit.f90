! Two OpenMP threads write to the SAME units at once: a formatted
! sequential file (one-record statements, and two-record statements with
! '/' whose records must stay adjacent) and an unformatted sequential file
! (records of varying length).  Each record's text is built first by an
! internal WRITE in the thread, so internal-file statements of both
! threads run concurrently with the external ones (and with each other).
! The program reads both files back and checks every record against the
! text or values it must hold: no torn record, no interleaved bytes, none
! lost or doubled.  The order varies from run to run, so only the counts
! are printed, and the files are deleted.
! REQUIRES: openmp
! RUN: %fdiff --fflags=-fopenmp --env OMP_NUM_THREADS=2 %s | %fcheck %s
! CHECK:formatted records 2800 bad 0 missing 0
! CHECK:pairs 400 split 0
! CHECK:unformatted records 2000 bad 0 missing 0
program same_unit
  implicit none
  integer, parameter :: n = 2000
  integer :: u, v, i
  character(len=80) :: rec

  open (newunit=u, file='same_unit.txt', status='replace')
  open (newunit=v, file='same_unit.bin', form='unformatted', &
        status='replace')
  !$omp parallel do private(i, rec) schedule(dynamic, 3)
  do i = 1, n
    call make_line(i, rec)
    write (u, '(a)') trim(rec)
    if (mod(i, 5) == 0) write (u, '(a,i0/a,i0)') 'two ', i, 'half ', i
    call write_binary(v, i)
  end do
  !$omp end parallel do
  call check_formatted(u)
  call check_unformatted(v)

contains

  ! The text of record i (an internal WRITE).
  subroutine make_line(i, line)
    integer, intent(in) :: i
    character(len=*), intent(out) :: line
    write (line, '(a,i0,1x,a,1x,es12.5)') 'rec ', i, &
      repeat('y', 1 + mod(i, 50)), real(i, 8) / 7
  end subroutine make_line

  subroutine write_binary(unit, i)
    integer, intent(in) :: unit, i
    integer :: k
    write (unit) i, (i * 3 + k, k = 1, mod(i, 17) + 1)
  end subroutine write_binary

  subroutine check_formatted(unit)
    integer, intent(in) :: unit
    logical :: seen(n), paired(n)
    character(len=80) :: line, want
    integer :: ios, i, records, bad, split
    seen = .false.
    paired = .false.
    records = 0
    bad = 0
    split = 0
    rewind (unit)
    do
      read (unit, '(a)', iostat=ios) line
      if (ios /= 0) exit
      records = records + 1
      if (line(1:4) == 'rec ') then
        read (line(5:), *, iostat=ios) i
        if (ios /= 0 .or. i < 1 .or. i > n) then
          bad = bad + 1
          cycle
        end if
        call make_line(i, want)
        if (line /= want .or. seen(i)) bad = bad + 1
        seen(i) = .true.
      else if (line(1:4) == 'two ') then
        read (line(5:), *, iostat=ios) i
        if (ios /= 0 .or. i < 1 .or. i > n) then
          bad = bad + 1
          cycle
        end if
        read (unit, '(a)', iostat=ios) line
        records = records + 1
        write (want, '(a,i0)') 'half ', i
        if (ios /= 0 .or. line /= want .or. paired(i)) then
          split = split + 1
        else
          paired(i) = .true.
        end if
      else
        bad = bad + 1
      end if
    end do
    print '(a,i0,a,i0,a,i0)', 'formatted records ', records, ' bad ', bad, &
      ' missing ', count(.not. seen)
    print '(a,i0,a,i0)', 'pairs ', count(paired), ' split ', split
    close (unit, status='delete')
  end subroutine check_formatted

  subroutine check_unformatted(unit)
    integer, intent(in) :: unit
    logical :: seen(n)
    integer :: vals(20), ios, i, k, records, bad
    seen = .false.
    records = 0
    bad = 0
    rewind (unit)
    do
      vals = -1
      read (unit, iostat=ios) i, vals(1:mod(max(i, 1), 17) + 1)
      if (ios < 0) exit
      records = records + 1
      if (ios /= 0 .or. i < 1 .or. i > n) then
        bad = bad + 1
        cycle
      end if
      if (seen(i) .or. any(vals(1:mod(i, 17) + 1) /= &
          [(i * 3 + k, k = 1, mod(i, 17) + 1)])) bad = bad + 1
      seen(i) = .true.
    end do
    print '(a,i0,a,i0,a,i0)', 'unformatted records ', records, ' bad ', &
      bad, ' missing ', count(.not. seen)
    close (unit, status='delete')
  end subroutine check_unformatted

end program same_unit
