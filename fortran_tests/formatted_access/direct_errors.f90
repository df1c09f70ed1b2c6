! Formatted direct access after a failed WRITE: the partial record goes
! out where it was, the next statement keeps the failed record's length
! (libgfortran skips its record setup); T/TL/X at the end of a record;
! REC=0; PAD='NO' with a field longer than the record.
! RUN: %fdiff %s
program direct_errors
  integer :: ios, i
  character(100) :: msg
  open(10, file='d2.dat', access='direct', form='formatted', recl=8, status='replace')
  write(10, '(a,a)', rec=1, iostat=ios, iomsg=msg) '12345', '6789'
  print *, ios, trim(msg)
  write(10, '(a)', rec=3) 'zz'
  write(10, '(a5,tl4,a1)', rec=4) 'abcde', 'X'
  write(10, '(a5,t2,a1,3x)', rec=6) 'abcde', 'Y'
  inquire(10, nextrec=i)
  print *, 'nextrec', i
  write(10, '(i2)', rec=0, iostat=ios, iomsg=msg) 1
  print *, ios, trim(msg)
  close(10)
  open(10, file='d2.dat', access='direct', form='formatted', recl=8, pad='no')
  read(10, '(a10)', rec=3, iostat=ios, iomsg=msg) msg
  print *, ios, trim(msg)
  close(10)
end program direct_errors
