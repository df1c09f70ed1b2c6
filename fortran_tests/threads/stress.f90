! Stress: 16 OpenMP threads, each with its own units, do formatted,
! list-directed, namelist, unformatted (sequential, direct, stream) and
! internal I/O, open and close their files over and over (NEWUNIT= and
! fixed numbers), INQUIRE, and meet I/O errors; meanwhile all of them
! write records to one shared unit and read records from another.
! Every statement on a shared unit must stay whole: the program reads the
! shared output back, checks each record (and that the two records of a
! two-record statement are adjacent) and writes it sorted, so the files
! left behind are deterministic and fdiff compares them with libgfortran's.
! REQUIRES: openmp
! RUN: %fdiff --fflags=-fopenmp --env OMP_NUM_THREADS=16 %s | %fcheck %s
! CHECK:shared output: 12800 records, 0 bad, 0 missing, 0 duplicated, 0 split
! CHECK-NEXT:shared input: 3200 records, 0 bad, 0 missing, 0 duplicated
module stress_types
  implicit none
  ! A type with defined formatted I/O: its child statements run in the
  ! threads too.
  type :: point
    integer :: x, y
  contains
    procedure :: wf
    procedure :: rf
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
  end type
  ! gfortran 12 gives local variables of a type with type-bound
  ! procedures static storage (even with -fopenmp): threadprivate ones.
  type(point), save :: p(3), q(3)
  !$omp threadprivate(p, q)
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(point), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '("<",I0,":",I0,">")', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
  end subroutine
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(point), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
  end subroutine
end module stress_types

program stress
  use stress_types
  implicit none
  integer, parameter :: nt = 16, niter = 200, nin = nt * niter
  integer, parameter :: kinds = 4   ! record kinds per thread and iteration
  character(len=80) :: sorted(kinds, niter, nt)
  integer :: seen(kinds, niter, nt), got(nin)
  integer :: t, k, nbad_in

  sorted = ''
  seen = 0
  got = 0
  nbad_in = 0
  open (50, file='shared.txt', status='replace', action='write')
  open (51, file='input.txt', status='replace')
  do k = 1, nin
    write (51, '(I0,1X,I0,1X,A)') k, 3 * k, input_word(k)
  end do
  rewind (51)

  !$omp parallel do schedule(static, 1) num_threads(nt)
  do t = 1, nt
    call work(t)
  end do
  !$omp end parallel do

  close (51, status='delete')
  close (50)
  call check_shared()
  write (*, '(A,I0,A,I0,A,I0,A,I0,A)') 'shared input: ', sum(got), ' records, ', &
       nbad_in, ' bad, ', count(got == 0), ' missing, ', count(got > 1), &
       ' duplicated'

contains

  pure function input_word(k) result(w)
    integer, intent(in) :: k
    character(len=1 + mod(k, 40)) :: w
    w = repeat(achar(97 + mod(k, 26)), len(w))
  end function

  function fname(prefix, t) result(name)
    character(*), intent(in) :: prefix
    integer, intent(in) :: t
    character(len=20) :: name
    write (name, '(A,"_",I2.2,".txt")') prefix, t
  end function

  ! The text of record kind kd of thread t, iteration i on the shared unit.
  subroutine shared_text(kd, t, i, line)
    integer, intent(in) :: kd, t, i
    character(len=80), intent(out) :: line
    select case (kd)
    case (1)
      write (line, '(A,I2.2,A,I3.3,A,3I6,F9.3)') 'F', t, ' ', i, ' fmt', &
           t * i, t + i, t - i, real(t) / i
    case (2)
      write (line, *) 'L', t, i, real(t * i) / 4, .true.
    case (3)
      write (line, '(A,I2.2,A,I3.3,A)') 'P', t, ' ', i, ' first of two'
    case default
      write (line, '(A,I2.2,A,I3.3,A)') 'Q', t, ' ', i, ' second of two'
    end select
  end subroutine

  subroutine work(t)
    integer, intent(in) :: t
    integer :: i, log, ios, u
    character(len=120) :: msg
    logical :: ex, op
    open (newunit=log, file=fname('log', t), status='replace')
    do i = 1, niter
      call shared_io(t, i)
      call formatted_io(t, i, log)
      call list_io(t, i, log)
      call unformatted_io(t, i, log)
      call direct_and_stream_io(t, i, log)
      call internal_io(t, i, log)
      if (mod(i, 10) == 0) call namelist_io(t, i, log)
      if (mod(i, 20) == 0) call async_and_dtio_io(t, i, log)
      ! Another thread's file, which it keeps opening and closing.
      inquire (file=fname('fmt', mod(t, nt) + 1), exist=ex, opened=op)
      ! An error on a file that does not exist, on every thread at once.
      open (newunit=u, file=fname('none', t), status='old', &
           iostat=ios, iomsg=msg)
      write (log, '(A,I0,1X,I0,1X,A)') 'open old: ', i, ios, trim(msg)
    end do
    close (log)
  end subroutine

  subroutine shared_io(t, i)
    integer, intent(in) :: t, i
    integer :: k, k3, ios
    character(len=48) :: word
    logical :: op
    character(len=8) :: act
    ! Output: a formatted record, a list-directed one, and a statement
    ! writing two records.
    write (50, '(A,I2.2,A,I3.3,A,3I6,F9.3)') 'F', t, ' ', i, ' fmt', &
         t * i, t + i, t - i, real(t) / i
    write (50, *) 'L', t, i, real(t * i) / 4, .true.
    write (50, '(A,I2.2,A,I3.3,A/A,I2.2,A,I3.3,A)') 'P', t, ' ', i, &
         ' first of two', 'Q', t, ' ', i, ' second of two'
    if (mod(i, 5) == 0) then
      flush (50)
      inquire (unit=50, opened=op, action=act)
      if (.not. op .or. act /= 'WRITE') then
        !$omp atomic
        nbad_in = nbad_in + 1
      end if
    end if
    ! Input: one record of the shared file, list-directed.
    read (51, *, iostat=ios) k, k3, word
    if (ios /= 0 .or. k < 1 .or. k > nin) then
      !$omp atomic
      nbad_in = nbad_in + 1
    else
      if (k3 /= 3 * k .or. word /= input_word(k)) then
        !$omp atomic
        nbad_in = nbad_in + 1
      end if
      !$omp atomic
      got(k) = got(k) + 1
    end if
  end subroutine

  ! A NEWUNIT= file opened for append, written with many edit descriptors
  ! and closed each time; INQUIRE by unit and by file.
  subroutine formatted_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, sz
    logical :: op, ex
    character(len=12) :: pos
    real(8) :: x
    x = (t * 1000 + i) / 7.0d0
    open (newunit=u, file=fname('fmt', t), position='append')
    write (u, '(I4,1X,F12.4,1X,ES14.6E3,1X,G14.6,1X,EN12.3,1X,L1,1X,Z8,1X,B0,1X,O0,1X,A)') &
         i, x, x * 1d5, x / 1d3, x, mod(i, 2) == 0, t * i * 12345, i, t * i, &
         repeat('*', mod(i, 7))
    write (u, '(SP,2F8.2,SS,DC,F8.2,DP,2X,"tab",T60,"|",TL5,A)') x, -x, x, 'back'
    inquire (unit=u, opened=op, position=pos)
    close (u)
    inquire (file=fname('fmt', t), exist=ex, size=sz)
    write (log, '(A,I0,1X,L1,1X,A,1X,L1,1X,I0)') 'inquire: ', i, op, trim(pos), ex, sz
  end subroutine

  ! A fixed unit number, list-directed; every 10th time read back.
  subroutine list_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, n, ios, j
    real :: r
    complex :: z
    logical :: l
    character(len=8) :: s
    integer(8) :: big
    u = 100 + t
    if (i == 1) then
      open (u, file=fname('list', t), status='replace')
    else
      open (u, file=fname('list', t), position='append')
    end if
    write (u, *) i, real(i) / 3, cmplx(t, -i), mod(i, 3) == 0, 'w' // achar(96 + t), &
         int(t, 8) * 10_8**12 + i
    close (u)
    if (mod(i, 10) /= 0) return
    open (u, file=fname('list', t), status='old', action='read')
    n = 0
    do
      read (u, *, iostat=ios) j, r, z, l, s, big
      if (ios /= 0) exit
      n = n + 1
      if (j /= n .or. r /= real(n) / 3 .or. z /= cmplx(t, -n) .or. &
          (l .neqv. mod(n, 3) == 0) .or. s /= 'w' // achar(96 + t) .or. &
          big /= int(t, 8) * 10_8**12 + n) write (log, *) 'list mismatch', n
    end do
    close (u)
    write (log, '(A,I0,1X,I0,1X,I0)') 'list read: ', i, n, ios
  end subroutine

  ! Unformatted sequential, records of growing length, reopened for
  ! append each time; every 10th time read back.
  subroutine unformatted_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, n, ios, j, m
    real(8) :: a(niter), b(niter)
    u = 300 + t
    do j = 1, i
      a(j) = t + j / 64.0d0
    end do
    if (i == 1) then
      open (u, file=fname('useq', t), form='unformatted', status='replace')
    else
      open (u, file=fname('useq', t), form='unformatted', position='append')
    end if
    write (u) i, a(1:i)
    close (u)
    if (mod(i, 10) /= 0) return
    open (u, file=fname('useq', t), form='unformatted', status='old')
    n = 0
    do
      read (u, iostat=ios) m, b(1:n + 1)
      if (ios /= 0) exit
      n = n + 1
      if (m /= n .or. any(b(1:n) /= a(1:n))) write (log, *) 'useq mismatch', n
    end do
    backspace (u)
    backspace (u)
    read (u) m
    close (u)
    write (log, '(A,I0,1X,I0,1X,I0,1X,I0)') 'useq read: ', i, n, ios, m
  end subroutine

  subroutine direct_and_stream_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, v, ios, j, nrec
    integer(8) :: sz
    integer :: rec(4)
    open (newunit=u, file=fname('direct', t), access='direct', recl=16, &
         form='unformatted')
    write (u, rec=i) 'rec', t, i, real(i)
    rec = -1
    read (u, rec=(i + 1) / 2, iostat=ios) rec
    inquire (unit=u, nextrec=nrec)
    close (u)
    write (log, '(A,I0,1X,I0,1X,I0,4(1X,Z8.8))') 'direct: ', i, ios, nrec, rec
    open (newunit=v, file=fname('stream', t), access='stream', &
         form='unformatted')
    write (v, pos=4 * (i - 1) + 1) t * 65536 + i
    j = -1
    read (v, pos=4 * ((i + 1) / 2 - 1) + 1, iostat=ios) j
    inquire (unit=v, size=sz)
    close (v)
    write (log, '(A,I0,1X,I0,1X,I0,1X,I0)') 'stream: ', i, ios, j, sz
  end subroutine

  ! Internal files: formatted and list-directed WRITE and READ, an array
  ! of records, and the errors an internal READ gives.
  subroutine internal_io(t, i, log)
    integer, intent(in) :: t, i, log
    character(len=40) :: buf, recs(3)
    character(len=120) :: msg
    integer :: a, b, c, ios
    real :: x
    write (buf, '(3I8)') t, i, t * i
    read (buf, *) a, b, c
    write (buf, *) real(a * b) / 8, c
    read (buf, *) x, c
    write (recs, '(A,I0/A,I0/A,ES12.4)') 'one ', a, 'two ', b, 'three ', x
    read (recs, '(4X,I3/4X,I3/6X,E12.4)') a, b, x
    read (recs(1), '(I5)', iostat=ios, iomsg=msg) c
    write (log, '(A,I0,3(1X,I0),1X,F0.3,1X,A)') 'internal: ', i, a, b, ios, x, trim(msg)
    read (buf, '(A)', iostat=ios) msg
    read (buf, '(A/A)', iostat=ios, iomsg=msg) recs(1), recs(2)
    write (log, '(A,I0,1X,I0,1X,A)') 'internal end: ', i, ios, trim(msg)
  end subroutine

  subroutine namelist_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, n, ios
    real :: v(3)
    character(len=10) :: name
    namelist /cfg/ n, v, name
    n = t * i
    v = [real(t), real(i), 0.5]
    name = 'thread' // achar(64 + t)
    open (newunit=u, file=fname('nml', t), status='replace')
    write (u, nml=cfg)
    rewind (u)
    n = 0; v = 0; name = ''
    read (u, nml=cfg, iostat=ios)
    close (u)
    write (log, '(A,I0,1X,I0,1X,I0,3F6.1,1X,A)') 'namelist: ', i, ios, n, v, name
  end subroutine

  ! Asynchronous unformatted WRITEs on a thread's own unit, then READs
  ! back; defined output of a derived type (child statements), list and
  ! DT edit, and defined input.
  subroutine async_and_dtio_io(t, i, log)
    integer, intent(in) :: t, i, log
    integer :: u, j, id(8), ios
    integer :: a(64, 8), b(64, 8)
    character(len=120) :: msg
    do j = 1, 8
      a(:, j) = t * 1000 + i * 10 + j
    end do
    b = 0
    open (newunit=u, file=fname('async', t), form='unformatted', &
         access='stream', asynchronous='yes', status='replace')
    do j = 1, 8
      write (u, asynchronous='yes', id=id(j)) a(:, j)
    end do
    wait (u, id=id(8))
    wait (u)
    rewind (u)
    do j = 1, 8
      read (u, asynchronous='yes', id=id(j)) b(:, j)
    end do
    wait (u)
    close (u)
    write (log, '(A,I0,1X,L1)') 'async: ', i, all(a == b)
    p = [point(t, i), point(-t, -i), point(t * i, 0)]
    open (newunit=u, file=fname('dtio', t), status='replace')
    write (u, *) p
    write (u, '(3DT)') p
    write (u, '(A)') '1 2 3 4 5 6'
    rewind (u)
    read (u, '(A)') msg
    write (log, '(A,I0,1X,A)') 'dtio: ', i, trim(msg)
    read (u, '(A)') msg
    write (log, '(A,I0,1X,A)') 'dtio: ', i, trim(msg)
    read (u, *, iostat=ios, iomsg=msg) q
    close (u, status='delete')
    write (log, '(A,I0,1X,I0,6(1X,I0))') 'dtio read: ', i, ios, &
         (q(j)%x, q(j)%y, j = 1, 3)
  end subroutine

  ! Reads shared.txt back: every record must be one that some statement
  ! wrote, whole; a "P" record must be followed by its "Q" record.
  subroutine check_shared()
    character(len=80) :: line, want, prev, left
    integer :: u, ios, kd, t, i, nrec, nbad, nsplit, pt, pi
    character :: tag
    nrec = 0; nbad = 0; nsplit = 0
    prev = ''
    open (newunit=u, file='shared.txt', status='old', action='read')
    do
      read (u, '(A)', iostat=ios) line
      if (ios /= 0) exit
      nrec = nrec + 1
      left = adjustl(line)
      tag = left(1:1)
      kd = index('FLPQ', tag)
      if (kd == 0) then
        nbad = nbad + 1
        cycle
      end if
      if (kd == 2) then
        read (line, *, iostat=ios) tag, t, i
      else
        read (line, '(1X,I2,1X,I3)', iostat=ios) t, i
      end if
      if (ios /= 0 .or. t < 1 .or. t > nt .or. i < 1 .or. i > niter) then
        nbad = nbad + 1
        cycle
      end if
      call shared_text(kd, t, i, want)
      if (line /= want) then
        nbad = nbad + 1
        cycle
      end if
      if (kd == 4) then
        pt = -1; pi = -1
        if (prev(1:1) == 'P') read (prev, '(1X,I2,1X,I3)') pt, pi
        if (pt /= t .or. pi /= i) nsplit = nsplit + 1
      end if
      seen(kd, i, t) = seen(kd, i, t) + 1
      sorted(kd, i, t) = line
      prev = line
    end do
    close (u, status='delete')
    open (newunit=u, file='shared_sorted.txt', status='replace')
    do t = 1, nt
      do i = 1, niter
        do kd = 1, kinds
          write (u, '(A)') trim(sorted(kd, i, t))
        end do
      end do
    end do
    close (u)
    write (*, '(A,I0,A,I0,A,I0,A,I0,A,I0,A)') 'shared output: ', nrec, &
         ' records, ', nbad, ' bad, ', count(seen == 0), ' missing, ', &
         count(seen > 1), ' duplicated, ', nsplit, ' split'
  end subroutine
end program stress
