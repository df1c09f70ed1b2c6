! Formatted READ of records ended by a carriage return: a lone CR ends a
! record like a newline, a CRLF is one record end, in advancing and
! non-advancing READs (SIZE=, EOR, END) and with A and I edits; list-
! directed READ treats the CR as a blank.  (gfortran.dg cr_lf, dos_eol.)
! RUN: %fdiff %s
program cr_record_end
  implicit none
  integer :: ios, n, i, j, k
  character(len=1) :: buf(8)
  character(len=20) :: s
  open(10, file='cr.dat', form='unformatted', access='stream', status='replace')
  write(10) 'a'//achar(13)//'bc'//achar(13)//achar(10)//'  12'//achar(13)// &
            '34'//achar(10)//'5 6'//achar(13)//achar(10)//'tail'
  close(10)
  open(10, file='cr.dat', status='old')
  read(10, '(8a)', advance='no', iostat=ios, size=n) buf
  print *, ios, n, buf(1:n)
  read(10, '(8a)', advance='no', iostat=ios, size=n) buf
  print *, ios, n, buf(1:n)
  read(10, '(i4,i2)') i, j
  print *, i, j
  read(10, '(i2)') i
  print *, i
  read(10, *) j, k
  print *, j, k
  read(10, '(a)', iostat=ios) s
  print *, ios, '[', s, ']'
  read(10, '(a)', iostat=ios) s
  print *, ios
  rewind(10)
  do n = 1, 8
    read(10, '(a20)', iostat=ios) s
    print *, n, ios, '[', s, ']'
    if (ios /= 0) exit
  end do
  close(10)
end program cr_record_end
