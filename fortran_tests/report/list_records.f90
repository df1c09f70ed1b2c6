! The I/O report counts every record a list-directed READ reads: one READ
! whose items span three records counts three (it counted the record it
! ended in only); a record read again after BACKSPACE counts again.
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_REPORT=%t/report.json FTNIO_REPORT_FORMAT=json LD_PRELOAD=%ftnio_preload %t/prog
! RUN: %python %S/../tools/check_report.py %s %t/report.json
! EXPECT: lr.txt read=3 write=4 backspace=1 records_read=5 records_written=4
program list_records
  implicit none
  integer :: u, a, b, c, d
  open (newunit=u, file='lr.txt', status='replace')
  write (u, '(a)') '1'
  write (u, '(a)') '2'
  write (u, '(a)') '3 4'
  write (u, '(a)') '5'
  rewind u
  read (u, *) a, b, c
  read (u, *) d
  backspace u
  read (u, *) d
  print '(5(i0,1x))', a, b, c, d
  close (u, status='delete')
end program list_records
