! END conditions of list-directed READ on files whose last record has no
! newline ("1 2\n3", "1/"), an all-blank file, and a READ with no items.
! RUN: %fdiff --input %S/Inputs/noeol.txt=noeol.txt --input %S/Inputs/slash_noeol.txt=slash.txt --input %S/Inputs/blank.txt=blank.txt %s | %fcheck %s
program eof_cases
  implicit none
  integer :: a, b, c, ios
  character(len=40) :: msg
  open (10, file='noeol.txt', status='old')
  a = -1; b = -1; c = -1
  read (10, *, iostat=ios, iomsg=msg) a, b, c
  print *, 'noeol 3 items', ios, a, b, c
  rewind (10)
  read (10, *, iostat=ios) a
  print *, 'first', ios, a
  read (10, *, iostat=ios) a
  print *, 'last, no newline', ios, a
  read (10, *, iostat=ios, iomsg=msg) a
  print *, 'after', ios, trim(msg)
  read (10, *, iostat=ios, iomsg=msg) a
  print *, 'again', ios, trim(msg)
  rewind (10)
  read (10, *, iostat=ios)
  print *, 'no items', ios
  read (10, *, iostat=ios)
  print *, 'no items', ios
  read (10, *, iostat=ios)
  print *, 'no items', ios
  close (10)
  open (11, file='slash.txt', status='old')
  a = -1
  read (11, *, iostat=ios) a
  print *, 'slash at eof', ios, a
  rewind (11)
  read (11, *, iostat=ios) a, b
  print *, 'slash at eof 2', ios, a
  close (11)
  open (12, file='blank.txt', status='old')
  read (12, *, iostat=ios, iomsg=msg) a
  print *, 'blank', ios, trim(msg)
  close (12)
end program eof_cases
! CHECK: noeol 3 items           0           1           2           3
! CHECK: first           0           1
! CHECK: last, no newline           0           3
! CHECK: after          -1 End of file
! CHECK: again        5001 Sequential READ or WRITE not allowed aft
! CHECK: no items           0
! CHECK: no items           0
! CHECK: no items          -1
! CHECK: slash at eof          -1           1
! CHECK: slash at eof 2          -1           1
! CHECK: blank          -1 End of file
