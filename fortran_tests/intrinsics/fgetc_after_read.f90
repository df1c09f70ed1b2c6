! FGETC and FPUTC after a formatted READ: libgfortran forgets its record
! buffer without seeking back, so they go on where its read-ahead (80
! bytes at a time) got, on standard input from a pipe or a file and on a
! file of its own; a READ after FGETC goes on after the byte it took.
! RUN: %fdiff --stdin-pipe %S/../filepos/Inputs/stdin_records.txt %s | %fcheck %s
! RUN: %fdiff --stdin %S/../filepos/Inputs/stdin_records.txt %s | %fcheck %s
program fgetc_after_read
  implicit none
  character(len=40) :: line
  character :: ch
  integer :: st, k
  read (5, '(a)') line
  print '(a)', trim(line)
  do k = 1, 3
    call fgetc(5, ch, st)
    print '(i0,3a)', st, ' [', ch, ']'
  end do
  read (5, '(a)') line
  print '(a)', trim(line)
  open (10, file='own.dat', status='replace')
  do k = 1, 12
    write (10, '(a,i2.2)') 'record ', k
  end do
  rewind (10)
  read (10, '(a)') line
  call fputc(10, '#', st)
  rewind (10)
  do k = 1, 12
    read (10, '(a)', iostat=st) line
    if (st /= 0) exit
    print '(a)', trim(line)
  end do
  close (10, status='delete')
end program fgetc_after_read
! CHECK:line01 aa
! CHECK-NEXT:0 [ ]
! CHECK-NEXT:0 [a]
! CHECK-NEXT:0 [b]
! CHECK-NEXT:cdefabcdefabcdef
! CHECK-NEXT:record 01
! CHECK-NEXT:record 02
! CHECK-NEXT:record 03
! CHECK-NEXT:record 04
! CHECK-NEXT:record 05
! CHECK-NEXT:record 06
! CHECK-NEXT:record 07
! CHECK-NEXT:record 08
! CHECK-NEXT:#ecord 09
! CHECK-NEXT:record 10
! CHECK-NEXT:record 11
! CHECK-NEXT:record 12
