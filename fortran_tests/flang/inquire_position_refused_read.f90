! INQUIRE(POSITION=) after a READ that flang refused before it read
! anything (here an unformatted READ of a formatted unit, 1019): flang's
! position stays as the last READ or WRITE that reached the file left it
! (REWIND for a unit a READ connected); ftnio took the refused READ for
! one that read to the end of the file and said APPEND (issue 18, found
! by conn_fuzz.py --flang seed 1).
! RUN: %flangdiff %s | %fcheck %s
program inquire_position_refused_read
  integer :: ios, i1
  integer(8) :: j1
  real(8) :: d1
  character(20) :: posi
  character(80) :: msg
  read(12, iostat=ios, fmt='(i5)') i1
  print *, 'read', ios
  read(12, iostat=ios, iomsg=msg) j1, d1
  print *, 'read', ios, trim(msg)
  inquire(12, position=posi)
  print *, trim(posi)
  write(12, iostat=ios, fmt='(i0)') 5444
  print *, 'write', ios
  inquire(12, position=posi)
  print *, trim(posi)
  close(12, status='delete')
end program inquire_position_refused_read
! CHECK: read -1
! CHECK-NEXT: read 1019 Unformatted I/O on formatted file
! CHECK-NEXT: REWIND
! CHECK-NEXT: write 1017
! CHECK-NEXT: REWIND
