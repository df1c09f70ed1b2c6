! Formatted READ of records ended by "\r\n" or by a lone '\r' (files from
! DOS/Windows or old Macs): a carriage return met inside a field ends the
! record there, as libgfortran's read_sf has it; a field that is complete
! before it leaves the rest of the line to be skipped up to the newline
! (gfortran.dg/dos_eol.f, cr_lf.f90).  Non-advancing READ reports EOR at
! each '\r' and the next READ starts after it.
! RUN: %fdiff %s
program cr_records
  implicit none
  integer :: i, j, k, ios, n
  character(len=8) :: buf(8), a
  open (10, file='cr_records.txt', form='unformatted', access='stream', status='replace')
  write (10) '   1'//achar(13)//achar(10)//'   2'//achar(13)//achar(10)
  write (10) 'a'//achar(13)//'b'//achar(13)//'c'//achar(13)
  write (10) '  7  8'//achar(13)//' 99'//achar(10)//'5'//achar(13)//achar(13)//achar(10)
  close (10)
  open (10, file='cr_records.txt', status='old')
  read (10,'(I4)') i
  read (10,'(I5)') j
  print *, i, j
  do k = 1, 4
    buf = ''
    read (10,'(8A)',advance='no',iostat=ios,size=n) buf
    print *, k, ios, n, '[', buf(1:max(n,1)), ']'
  end do
  read (10,'(2I3,I3)',iostat=ios) i, j, k
  print *, ios, i, j, k
  read (10,'(A)',iostat=ios) a
  print *, ios, '[', a, ']'
  read (10,'(A)',iostat=ios) a
  print *, ios, '[', a, ']'
  close (10, status='delete')
end program cr_records
