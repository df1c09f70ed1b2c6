! BACKSPACE on formatted sequential files: after writing, BACKSPACE cuts
! the file after the last record written and steps back over whole lines
! (also long ones, beyond a 4096-byte scan chunk), so the next WRITE
! replaces the record stepped over; at the start of the file it does
! nothing; after ENDFILE it steps back over the endfile record only.
! The resulting files are compared.
! RUN: %fdiff %s | %fcheck %s
program backspace_formatted
  implicit none
  integer :: i, ios
  character(len=5000) :: long
  open (10, file='lines.txt', status='replace')
  do i = 1, 5
    write (10, *) 'record', i
  end do
  backspace (10)
  backspace (10)
  write (10, *) 'replaces record 4, record 5 is gone'
  rewind (10)
  backspace (10, iostat=ios)
  print *, 'at start', ios
  close (10)
  long = repeat('x', 5000)
  open (11, file='long.txt', status='replace')
  write (11, *) 'short 1'
  write (11, *) long
  write (11, *) long
  backspace (11)
  backspace (11)
  write (11, *) 'short 2'
  close (11)
  open (12, file='end.txt', status='replace')
  write (12, *) 'kept'
  endfile (12)
  backspace (12)
  write (12, *) 'after endfile and backspace'
  close (12)
  open (13, file='one.txt', status='replace')
  write (13, *) 'only record'
  backspace (13)
  write (13, *) 'new only record'
  close (13)
  print *, 'done'
end program backspace_formatted
! CHECK: at start           0
! CHECK-NEXT: done
