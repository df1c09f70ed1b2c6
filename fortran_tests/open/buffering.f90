! Buffering of OPENed files, seen through FSTAT's size: a regular file's
! records stay in the buffer until FLUSH, CLOSE or a positioning
! statement (default), or reach the file at once with
! GFORTRAN_UNBUFFERED_ALL; unformatted units alike (the unbuffered case
! is in buffering_unformatted.f90).  A unit on a non-regular file
! (/dev/null) is never buffered.
! RUN: %fdiff %s | %fcheck --check-prefix=BUF %s
! RUN: %fdiff --env GFORTRAN_UNBUFFERED_ALL=y %s | %fcheck --check-prefix=UNBUF %s
program buffering
  implicit none
  integer :: v(13), st
  open (10, file='f.txt', status='replace')
  write (10, *) 'a record of 21 bytes'
  st = fstat(10, v)
  print *, 'formatted', v(8)
  rewind (10)
  st = fstat(10, v)
  print *, 'after rewind', v(8)
  if (.not. unbuffered()) then
    open (11, file='u.bin', form='unformatted', status='replace')
    write (11) 1, 2
    st = fstat(11, v)
    print *, 'unformatted', v(8)
    flush (11)
    st = fstat(11, v)
    print *, 'after flush', v(8)
  end if
  open (12, file='/dev/null')
  write (12, *) 'gone'
  st = fstat(12, v)
  print *, 'null', st, v(8)
contains
  logical function unbuffered()
    character(len=4) :: val
    call get_environment_variable('GFORTRAN_UNBUFFERED_ALL', val)
    unbuffered = val /= ''
  end function unbuffered
end program buffering
! BUF: formatted           0
! BUF-NEXT: after rewind           0
! BUF-NEXT: unformatted           0
! BUF-NEXT: after flush          16
! BUF-NEXT: null           0           0
! UNBUF: formatted          22
! UNBUF-NEXT: after rewind          22
! UNBUF-NEXT: null           0           0
