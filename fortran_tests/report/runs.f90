! The I/O report's figures under its run accounting (issue 19): bytes and
! records are taken where a run of statements in one direction ends (a
! turn from reading to writing, REWIND, a REC= or POS= that goes
! elsewhere), and the largest record where each record ends, so a record
! written by several statements, or one of several records a statement
! writes or reads, is measured whole.  The figures are what the program
! did, counted by hand: formatted records are their characters plus a
! newline.
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_REPORT=stderr FTNIO_REPORT_FORMAT=json LD_PRELOAD=%ftnio_preload %t/prog 2>%t/report.json
! RUN: %python %S/../tools/check_report.py %s %t/report.json
! CHECK: aa 1 7
! CHECK-NEXT: 16 8 done
! "abc" and "defg" make one record of 8 bytes; "xy" one of 3.
! EXPECT: na.txt write=3 records_written=2 bytes_written=11 largest_record=8
! One statement writes records of 2, 10 and 3 bytes.
! EXPECT: mr.txt write=1 records_written=3 bytes_written=15 largest_record=10
! Records of 2, 4 and 8 bytes written, then read by one list-directed READ.
! EXPECT: lr.txt write=3 read=1 rewind=1 records_written=3 records_read=3 bytes_written=14 bytes_read=14 largest_record=8
! "aa" and "bbb" written; REWIND; "aa" read; "cccc" written after it.
! EXPECT: sw.txt write=3 read=1 rewind=1 records_written=3 records_read=1 bytes_written=12 bytes_read=3 largest_record=5
! Direct, RECL=8: records 3, 1, 2 written, then 4 bytes into record 4,
! which is written whole, as libgfortran pads it; records 2, 3 and 1 read.
! EXPECT: dx.bin write=4 read=3 records_written=4 records_read=3 bytes_written=32 bytes_read=24 largest_record=8
! Records of 3, 7 and 2 bytes, read back by '(a/a)' and '(a)'.
! EXPECT: sl.txt write=3 read=2 records_read=3 bytes_read=12 largest_record=7
! Stream: 8 bytes at 1, 4 at 9, 4 at 1, then 8 read at 5.
! EXPECT: st.bin write=3 read=1 bytes_written=16 bytes_read=8
program runs
  implicit none
  integer :: u, a, b, c, d, e, f, g, i(2), j
  character(8) :: x, y

  open (newunit=u, file='na.txt', status='replace')
  write (u, '(a)', advance='no') 'abc'
  write (u, '(a)') 'defg'
  write (u, '(a)') 'xy'
  close (u)

  open (newunit=u, file='mr.txt', status='replace')
  write (u, '(a)') 'a', 'bbbbbbbbb', 'cc'
  close (u)

  open (newunit=u, file='lr.txt', status='replace')
  write (u, '(a)') '1'
  write (u, '(a)') '2 3'
  write (u, '(a)') '4 5 6 7'
  rewind (u)
  read (u, *) a, b, c, d, e, f, g
  close (u)

  open (newunit=u, file='sw.txt', status='replace')
  write (u, '(a)') 'aa'
  write (u, '(a)') 'bbb'
  rewind (u)
  read (u, '(a)') x
  write (u, '(a)') 'cccc'
  close (u)
  print '(a,1x,i0,1x,i0)', trim(x), a, g

  open (newunit=u, file='sl.txt', status='replace')
  write (u, '(a)') 'aa'
  write (u, '(a)') 'bbbbbb'
  write (u, '(a)') 'c'
  rewind (u)
  read (u, '(a/a)') x, y
  read (u, '(a)') x
  close (u)

  open (newunit=u, file='dx.bin', access='direct', recl=8, &
        form='unformatted', status='replace')
  write (u, rec=3) 3, 30
  write (u, rec=1) 1, 10
  write (u, rec=2) 2, 20
  write (u, rec=4) 4
  read (u, rec=2) i
  read (u, rec=3) i
  read (u, rec=1) i
  close (u)

  open (newunit=u, file='st.bin', access='stream', form='unformatted', &
        status='replace')
  write (u, pos=1) 1, 2
  write (u, pos=9) 3
  write (u, pos=1) 5
  read (u, pos=5) i
  close (u)
  j = i(1) + i(2)
  print '(i0,1x,i0,1x,a)', sum(i) + 11, j + len_trim(y) - 3, 'done'
end program runs
