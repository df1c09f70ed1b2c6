! ftnio-specific: FPUTC, FGETC, FSEEK and FTELL called from a function in
! the I/O list of a statement on the same unit.  libgfortran 12 deadlocks
! (the statement holds the unit's lock).  ftnio fails the call (status -1,
! FTELL -1) and leaves the statement's record alone: an unformatted
! record is being built in the stream's buffer, a formatted one in the
! record buffer, and a byte put or a seek under them would corrupt the
! file.  The file then holds exactly the two records, and the intrinsics
! work again once the statements are done.
! RUN: %ftnio-run %s | %fcheck %s
program inside_statement
  implicit none
  integer :: u, n, ios
  integer :: s(4)
  integer(8) :: where
  character(len=12) :: text
  integer(4) :: i, j
  open (newunit=u, file='inside.bin', form='unformatted', status='replace')
  write (u) 11, touch(u), 22
  close (u)
  print '(4(i0,1x))', s
  open (newunit=u, file='inside.bin', form='unformatted', status='old')
  read (u) i, n, j
  print '(3(i0,1x))', i, n, j
  read (u, iostat=ios) i
  print '(i0)', ios
  close (u, status='delete')
  open (newunit=u, file='inside.txt', status='replace')
  write (u, '(i3,i3,i3)') 1, touch(u), 3
  call fputc(u, 'x', s(1))
  close (u)
  open (newunit=u, file='inside.txt', status='old')
  read (u, '(a)') text
  print '(a,"|",i0)', trim(text), s(1)
  read (u, '(a)') text
  print '(a)', trim(text)
  close (u, status='delete')
contains
  integer function touch(unit)
    integer, intent(in) :: unit
    character :: c
    call fputc(unit, 'Z', s(1))
    call fgetc(unit, c, s(2))
    call fseek(unit, 0, 0, s(3))
    where = ftell(unit)
    s(4) = int(where)
    touch = 7
  end function touch
end program inside_statement
! CHECK:-1 -1 -1 -1
! CHECK-NEXT:11 7 22
! CHECK-NEXT:-1
! CHECK-NEXT:  1  7  3|0
! CHECK-NEXT:x
