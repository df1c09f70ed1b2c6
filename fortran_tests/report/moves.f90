! The I/O report's byte and record counts when the unit moves between data
! transfers (issue 19): a statement's figures are measured from where the
! last transfer ended, so REWIND, BACKSPACE, ENDFILE, a connection with
! POSITION='APPEND', REC= and POS= must each make the next transfer mark
! where it begins.  The figures are what the program did, counted by hand:
! formatted records are their characters plus a newline, unformatted
! sequential records their data plus two 4-byte markers.  More than 256
! transfers on one unit make the report time a sample of them.
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_REPORT=stderr FTNIO_REPORT_FORMAT=json LD_PRELOAD=%ftnio_preload %t/prog 2>%t/report.json
! RUN: %python %S/../tools/check_report.py %s %t/report.json
! CHECK: cccc aaaa bbbb
! CHECK-NEXT: 3 1 3
! CHECK-NEXT: done
! 3 writes of 5 bytes; BACKSPACE, 1 read (5); REWIND, 2 reads (10); a
! write of 3 bytes after them; ENDFILE; 2 BACKSPACEs, a read of 3.
! EXPECT: m.txt read=4 write=4 rewind=1 backspace=3 endfile=1 records_read=4 records_written=4 bytes_read=18 bytes_written=18 largest_record=5
! 3 writes of 16 bytes; BACKSPACE, 1 read (16); REWIND, 1 read (16).
! EXPECT: m.bin read=2 write=3 backspace=1 rewind=1 records_read=2 records_written=3 bytes_read=32 bytes_written=48 largest_record=16
! Appended (the file made through ./a.txt): 2 writes of 3 bytes.
! EXPECT: a.txt write=2 records_written=2 bytes_written=6 largest_record=3
! Direct, RECL=8: records 5, 1, 3 written, 3 and 5 read.
! EXPECT: d.bin read=2 write=3 records_read=2 records_written=3 bytes_read=16 bytes_written=24 largest_record=8
! Stream: 8 bytes at 1, 4 at 13, then 4 read at 5 and 4 at 13.
! EXPECT: s.bin read=2 write=2 bytes_read=8 bytes_written=12
! 300 records of 4 bytes, then all read back.
! EXPECT: many.txt read=300 write=300 records_read=300 records_written=300 bytes_read=1200 bytes_written=1200 largest_record=4
program moves
  implicit none
  integer :: u, i, b(2), c(2), d, e
  character(8) :: x, y, z
  open (newunit=u, file='m.txt', status='replace')
  write (u, '(a)') 'aaaa'
  write (u, '(a)') 'bbbb'
  write (u, '(a)') 'cccc'
  backspace (u)
  read (u, '(a)') x
  rewind (u)
  read (u, '(a)') y
  read (u, '(a)') z
  print '(3(a,1x))', trim(x), trim(y), trim(z)
  write (u, '(a)') 'dd'
  endfile (u)
  backspace (u)
  backspace (u)
  read (u, '(a)') x
  close (u)

  open (newunit=u, file='m.bin', form='unformatted', status='replace')
  do i = 1, 3
    write (u) i, i * 10
  end do
  backspace (u)
  read (u) b
  rewind (u)
  read (u) c
  print '(3(i0,1x))', b(1), c(1), len_trim(x) + 1
  close (u)

  open (newunit=u, file='./a.txt', status='replace')
  write (u, '(a)') 'aaaa', 'bbbb', 'cccc'
  write (u, '(a)') 'ddddd'
  close (u)
  open (newunit=u, file='a.txt', position='append')
  write (u, '(a)') 'ee'
  write (u, '(a)') 'ff'
  close (u)

  open (newunit=u, file='d.bin', access='direct', recl=8, status='replace')
  write (u, rec=5) 5, 50
  write (u, rec=1) 1, 10
  write (u, rec=3) 3, 30
  read (u, rec=3) d, e
  read (u, rec=5) d, e
  close (u)

  open (newunit=u, file='s.bin', access='stream', form='unformatted', &
        status='replace')
  write (u, pos=1) 1, 2
  write (u, pos=13) 4
  read (u, pos=5) d
  read (u, pos=13) e
  close (u)

  open (newunit=u, file='many.txt', status='replace')
  do i = 1, 300
    write (u, '(i3)') i
  end do
  rewind (u)
  do i = 1, 300
    read (u, *) d
  end do
  close (u)
  print '(a)', 'done'
end program
