! INQUIRE(POSITION=) after data transfers: UNSPECIFIED once a record was
! written, then APPEND when the file position is found at the end (but
! stays UNSPECIFIED for stdout, a pipe here); libgfortran's POS= of a
! sequential unit counts the bytes written.  Needs the
! transfer layer to record each completed record (Unit::note_record_end):
! XFAIL until it does.
! RUN: %fdiff %s | %fcheck %s
program position_after_write
  implicit none
  character(len=12) :: pos
  integer(8) :: p
  open (10, file='p.txt', status='replace')
  inquire (10, position=pos)
  print *, 'fresh ', trim(pos)
  write (10, *) 'one record'
  inquire (10, position=pos)
  print *, 'after write ', trim(pos)
  write (10, *) 'another record'
  rewind (10)
  inquire (10, position=pos)
  print *, 'after rewind ', trim(pos)
  write (10, *) 'replaces both'
  inquire (10, position=pos)
  print *, 'after write ', trim(pos)
  inquire (6, position=pos, pos=p)
  print *, 'stdout ', trim(pos), p
end program position_after_write
! Expected output from libgfortran 12:
! CHECK: fresh ASIS
! CHECK-NEXT: after write APPEND
! CHECK-NEXT: after rewind REWIND
! CHECK-NEXT: after write APPEND
! CHECK-NEXT: stdout UNSPECIFIED                   69
