! The I/O report (FTNIO_REPORT, issue 19): a program that uses every kind
! of connection writes, at its end, one row per unit with the exact counts
! of what it did: statements by kind, records and bytes read and written,
! the largest record, and the system calls, which must equal the fault
! shim's counts of the same run.  Units closed before the end keep their
! row; unused preconnected units have none.  Without FTNIO_REPORT nothing
! is added (%fdiff), and %p / %r name the report file.
! REQUIRES: fault_shim
! RUN: %fdiff %s
! RUN: rm -rf %t && mkdir -p %t && cd %t
! RUN: %gfortran %s -o %t/prog
! RUN: env FTNIO_FAULT_COUNTS=%t/counts.txt FTNIO_REPORT=stderr LD_PRELOAD=%fault_preload %t/prog 2>%t/table.txt | %fcheck %s
! RUN: %FileCheck --check-prefix=TABLE --input-file=%t/table.txt %s
! RUN: env FTNIO_FAULT_COUNTS=%t/counts.txt FTNIO_REPORT=stderr FTNIO_REPORT_FORMAT=json LD_PRELOAD=%fault_preload %t/prog 2>%t/report.json
! RUN: %python %S/../tools/check_report.py %s %t/report.json %t/counts.txt
! RUN: env FTNIO_REPORT=%t/report.%r.json FTNIO_REPORT_FORMAT=json PMI_RANK=7 LD_PRELOAD=%ftnio_preload %t/prog
! RUN: %python %S/../tools/check_report.py %s %t/report.7.json
! RUN: env FTNIO_REPORT=%t/report.%%p.txt OMPI_COMM_WORLD_RANK=3 LD_PRELOAD=%ftnio_preload %t/prog
! RUN: ls %t | %FileCheck --check-prefix=PIDNAME %s
! RUN: cat %t/report.*.txt | %FileCheck --check-prefix=PID %s
! PIDNAME: report.{{[0-9]+}}.txt
! PID: ftnio I/O report, pid {{[0-9]+}}, rank 3
! CHECK: done
! TABLE: ftnio I/O report, pid {{[0-9]+}}
! TABLE-NEXT: unit file access form read write open close inquire rewind backspace endfile flush wait rec_in rec_out bytes_in bytes_out max_rec buffer sys_read sys_write sys_lseek sys_ftruncate sys_fsync sys_pread sys_pwrite sys_readv sys_writev s_ftnio s_sys
! TABLE-NEXT: {{^ *}}-11 big.bin STREAM UNFORMATTED 1 2 1 1 0 0 0 0 1 0 0 0 2097152 2097152 0 131072 0 2 1 0 0 0 0 1 0 {{[0-9.]+ [0-9.]+}}
! TABLE-NEXT: {{^ *}}-10 f.txt SEQUENTIAL FORMATTED 10 10 1 1 0 1 0 0 0 0 10 10 71 71 8 8192 1 1 0 0 0 0 0 0 0 {{[0-9.]+ [0-9.]+}}
! TABLE-NEXT: {{^ *}}-10 s.bin SEQUENTIAL UNFORMATTED 2 5 1 1 0 1 0 1 0 0 2 5 48 120 24 131072 0 1 0 1 0 0 0 0 0 {{[0-9.]+ [0-9.]+}}
! TABLE-NEXT: {{^ *}}-10 d.bin DIRECT UNFORMATTED 1 3 1 0 1 0 0 0 0 0 1 3 16 48 16 131072 0 1 0 0 0 0 0 0 0 {{[0-9.]+ [0-9.]+}}
! TABLE-NEXT: {{^ *}}6 stdout SEQUENTIAL FORMATTED 0 1 0 0 0 0 0 0 0 0 0 1 0 6 0 0 0 1 1 0 0 0 0 0 0 {{[0-9.]+ [0-9.]+}}
! TABLE-NEXT: total 14 21 4 3 1 2 0 1 1 0 13 19 2097287 2097397 24 401408 1 6 2 1 0 0 0 1 0 {{[0-9.]+ [0-9.]+}}
! TABLE-EMPTY:

! EXPECT: f.txt read=10 write=10 open=1 close=1 rewind=1 records_read=10 records_written=10 bytes_read=71 bytes_written=71 largest_record=8
! EXPECT: s.bin read=2 write=5 open=1 close=1 rewind=1 endfile=1 records_read=2 records_written=5 bytes_read=48 bytes_written=120 largest_record=24
! EXPECT: d.bin read=1 write=3 open=1 close=0 inquire=1 records_read=1 records_written=3 bytes_read=16 bytes_written=48 largest_record=16
! EXPECT: big.bin read=1 write=2 open=1 close=1 flush=1 records_read=0 records_written=0 bytes_read=2097152 bytes_written=2097152
! EXPECT: stdout write=1 records_written=1 bytes_written=6
program units
  implicit none
  integer :: u, v, w, s, i, b(4)
  integer, allocatable :: big(:), back(:)
  character(20) :: line
  logical :: there
  ! Formatted sequential: 10 records of 7 or 8 bytes, read back.
  open (newunit=u, file='f.txt', status='replace')
  do i = 1, 10
    write (u, '(a,i0)') 'line ', i
  end do
  rewind (u)
  do i = 1, 10
    read (u, '(a)') line
  end do
  close (u)
  ! Unformatted sequential: 16 data bytes and two 4-byte markers a record.
  open (newunit=v, file='s.bin', form='unformatted', status='replace')
  do i = 1, 5
    b = i
    write (v) b
  end do
  rewind (v)
  read (v) b
  read (v) b
  endfile (v)
  close (v)
  ! Direct access, left open until the end.
  open (newunit=w, file='d.bin', access='direct', recl=16, status='replace')
  do i = 1, 3
    write (w, rec=i) b
  end do
  read (w, rec=2) b
  inquire (unit=w, exist=there)
  ! Stream access: two 1 MiB writes, past the buffer, and one read.
  allocate (big(262144), back(524288))
  big = 1
  open (newunit=s, file='big.bin', access='stream', form='unformatted', &
        status='replace')
  write (s) big
  write (s) big
  flush (s)
  read (s, pos=1) back
  close (s)
  if (sum(back) /= 524288) stop 1
  deallocate (big, back)  ! (LeakSanitizer checks the runs under ASan)
  print '(a)', ' done'
end program units
