! ENDFILE after a formatted sequential WRITE that failed (RECL= passed).
! libgfortran counts the unit as inside that record until a BACKSPACE
! moves it; a READ refused afterwards (5002) positions it in a record
! again.  ENDFILE inside such a record reads on to its end (END when
! the record is empty: nothing written into it, or the refused READ
! started it) and ends the WRITE, so a later READ is no longer refused;
! outside one it ends nothing: the WRITE stays in progress and a READ
! after BACKSPACE is refused.  An unformatted WRITE that failed stays in
! progress after ENDFILE too.  (ENDFILE right after the failed WRITE is a
! deliberate difference: libgfortran zeroes the file.)
! A second WRITE after the refused READ (formatted, list-directed,
! non-advancing; failing with or without writing, or ending the record)
! continues the record: it stays non-empty when the first WRITE wrote
! into it, though the READ flushed those bytes (ENDFILE 0, not END).  A
! failed non-advancing WRITE that cuts the file (after BACKSPACE) drops
! its bytes as an advancing one does (zero bytes in their place).
! A failed non-advancing WRITE leaves its record open too (the READ
! after it is not refused; one that meets END closes it).
! Unformatted: the same sequence with unformatted WRITEs.
! RUN: %fdiff %s | %fcheck %s
program endfile_after_failed_write
  implicit none
  integer :: ios, k
  character(len=80) :: line, msg
  real(16) :: r(2)
  r = [huge(1.0_16), 1.0_16]
  call try('e', .false., .true., .false.)
  call try('g', .false., .true., .true.)
  call try('h', .true., .true., .false.)
  call try('i', .true., .false., .false.)
  call try('j', .true., .false., .true.)
  open (10, file='u.dat', status='replace', form='unformatted', recl=8)
  write (10) 1
  write (10, iostat=ios) 1, 2, 3
  print '(a,i5)', 'unformatted write', ios
  endfile (10, iostat=ios)
  print '(a,i5)', '  endfile', ios
  backspace (10, iostat=ios)
  print '(a,i5)', '  backspace', ios
  read (10, iostat=ios) k
  print '(a,i5)', '  read', ios
  close (10)
  do k = 1, 8
    call again(1, k, .false.)
    call again(2, k, .false.)
    call again(1, k, .true.)
    call again(2, k, .true.)
  end do
  call again(3, 7, .false.)
  call again(3, 7, .true.)
  call again(3, 1, .true.)
  call again(3, 9, .false.)
  call again_unf(1)
  call again_unf(2)
  call again_unf(3)
contains
  subroutine try(name, bs, rd, empty)
    character(*), intent(in) :: name
    logical, intent(in) :: bs, rd, empty
    open (10, file=name//'.dat', status='replace', recl=80)
    write (10, '(a)') 'first'
    if (empty) then
      write (10, '(a)', iostat=ios) repeat('y', 90)
    else
      write (10, *, iostat=ios) r
    end if
    print '(2a,i5)', name, ' write', ios
    if (bs) then
      backspace (10, iostat=ios)
      print '(a,i5)', '  backspace', ios
    end if
    if (rd) then
      read (10, '(a)', iostat=ios) line
      print '(a,i5)', '  read', ios
    end if
    endfile (10, iostat=ios)
    print '(a,i5)', '  endfile', ios
    backspace (10, iostat=ios)
    print '(a,i5)', '  backspace', ios
    line = 'x'
    read (10, '(a)', iostat=ios, iomsg=msg) line
    print '(a,i5,1x,a)', '  read', ios, trim(line)
    close (10)
  end subroutine try
  ! first: 1 a list-directed WRITE writes, then fails; 2 one fails at once;
  ! 3 a non-advancing WRITE after one that wrote (no READ is refused).
  ! second: the WRITE after the refused READ (6: none).
  subroutine again(first, second, bs)
    integer, intent(in) :: first, second
    logical, intent(in) :: bs
    character(len=12) :: name
    integer :: s(6)
    write (name, '(a,i0,i0,l1,a)') 'f', first, second, bs, '.dat'
    open (10, file=name, status='replace', recl=20)
    write (10, '(a)') 'first'
    if (first == 1) then
      write (10, *, iostat=s(1)) 'abcdef', 123456789012345_8
    else if (first == 3) then
      write (10, '(a)', advance='no') 'pq'
      write (10, '(a)', advance='no', iostat=s(1)) repeat('y', 30)
    else
      write (10, '(a)', iostat=s(1)) repeat('y', 30)
    end if
    if (bs) backspace (10)
    read (10, '(a)', iostat=s(2)) line
    select case (second)
    case (1)
      write (10, '(a)', iostat=s(3)) repeat('z', 30)
    case (2)
      write (10, '(a,a)', iostat=s(3)) 'ab', repeat('z', 30)
    case (3)
      write (10, *, iostat=s(3)) repeat('z', 30)
    case (4)
      write (10, *, iostat=s(3)) 'q', repeat('z', 30)
    case (5)
      write (10, '(a)', iostat=s(3)) 'ok'
    case (6)
      s(3) = 99
    case (7)
      write (10, '(a)', advance='no', iostat=s(3)) repeat('z', 30)
    case (8)
      write (10, '(a,a)', advance='no', iostat=s(3)) 'ab', repeat('z', 30)
    case (9)
      write (10, '(a)', advance='no', iostat=s(3)) 'ok'
      write (10, '(a)', advance='no', iostat=s(3)) repeat('z', 30)
    end select
    endfile (10, iostat=s(4))
    backspace (10, iostat=s(5))
    line = 'x'
    read (10, '(a)', iostat=s(6)) line
    print '(a,6i5,1x,a)', name, s, trim(line)
    close (10)
  end subroutine again
  subroutine again_unf(second)
    integer, intent(in) :: second
    character(len=8) :: name
    integer :: s(6)
    write (name, '(a,i0,a)') 'u', second, '.dat'
    open (10, file=name, status='replace', form='unformatted', recl=8)
    write (10) 1
    write (10, iostat=s(1)) 1, 2, 3
    read (10, iostat=s(2)) k
    select case (second)
    case (1)
      write (10, iostat=s(3)) 4, 5, 6
    case (2)
      write (10, iostat=s(3)) 7
    case (3)
      s(3) = 99
    end select
    endfile (10, iostat=s(4))
    backspace (10, iostat=s(5))
    read (10, iostat=s(6)) k
    print '(a,6i5)', name, s
    close (10)
  end subroutine again_unf
end program endfile_after_failed_write
! CHECK:e write   -2
! CHECK:  read 5002
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:g write   -2
! CHECK:  read 5002
! CHECK:  endfile   -1
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:h write   -2
! CHECK:  backspace    0
! CHECK:  read 5002
! CHECK:  endfile   -1
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:i write   -2
! CHECK:  backspace    0
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002 x
! CHECK:j write   -2
! CHECK:  backspace    0
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002 x
! CHECK:unformatted write 5016
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002
! CHECK:f11F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f21F.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f11T.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f21T.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f12F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f22F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f12T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f22T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f13F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f23F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f13T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f23T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f14F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f24F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f14T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f24T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f15F.dat       -2 5002    0    0    0   -1 x
! CHECK-NEXT:f25F.dat       -2 5002    0    0    0   -1 x
! CHECK-NEXT:f15T.dat       -2 5002    0    0    0   -1 x
! CHECK-NEXT:f25T.dat       -2 5002    0    0    0   -1 x
! CHECK-NEXT:f16F.dat       -2 5002   99    0    0   -1 x
! CHECK-NEXT:f26F.dat       -2 5002   99   -1    0   -1 x
! CHECK-NEXT:f16T.dat       -2 5002   99   -1    0   -1 x
! CHECK-NEXT:f26T.dat       -2 5002   99    0    0   -1 x
! CHECK-NEXT:f17F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f27F.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f17T.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f27T.dat       -2 5002   -2   -1    0   -1 x
! CHECK-NEXT:f18F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f28F.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f18T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f28T.dat       -2 5002   -2    0    0   -1 x
! CHECK-NEXT:f37F.dat       -2   -1 5001    0    0   -1 x
! CHECK-NEXT:f37T.dat       -2    0   -2   -1    0   -1 x
! CHECK-NEXT:f31T.dat       -2    0   -2   -1    0   -1 x
! CHECK-NEXT:f39F.dat       -2   -1   -2   -1    0   -1 x
! CHECK-NEXT:u1.dat   5016 5002 5001    0    0 5002
! CHECK-NEXT:u2.dat   5016 5002 5001    0    0 5002
! CHECK-NEXT:u3.dat   5016 5002   99 5001    0 5002
