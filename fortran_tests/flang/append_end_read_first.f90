! flang front door: after OPEN with POSITION='APPEND', a READ that meets
! the end of the file where the OPEN left the unit ends flang 19's stuck
! endfile record: after a REWIND the file reads again, formatted,
! unformatted and stream alike.  A REWIND or BACKSPACE before that READ
! keeps it stuck, as before (append_reads_end.f90); issue 18, progen
! --flang seed 745.
! RUN: %flangdiff %s | %fcheck %s
program append_end_read_first
  implicit none
  integer :: ios, v
  character(5) :: line
  open (50, file='aerf.dat', status='replace')
  write (50, '(a)') 'one'
  close (50)
  open (50, file='aerf.dat', position='append')
  line = 'init'
  read (50, '(a)', iostat=ios) line
  print *, 'end', ios, line
  write (50, '(a)', iostat=ios) 'two'
  print *, 'write', ios
  rewind (50)
  read (50, '(a)', iostat=ios) line
  print *, 'rewound', ios, line
  close (50)
  open (50, file='aerf.dat', position='append', access='stream', &
        form='formatted')
  line = 'init'
  read (50, '(a)', iostat=ios) line
  rewind (50)
  read (50, '(a)', iostat=ios) line
  print *, 'stream', ios, line
  close (50)
  open (50, file='aerf.dat', position='append')
  backspace (50, iostat=ios)
  print *, 'backspace', ios
  line = 'init'
  read (50, '(a)', iostat=ios) line
  rewind (50)
  read (50, '(a)', iostat=ios) line
  print *, 'stuck', ios, line
  close (50, status='delete')
  open (50, file='aerf.bin', status='replace', form='unformatted')
  write (50) 7
  close (50)
  open (50, file='aerf.bin', position='append', form='unformatted')
  v = 0
  read (50, iostat=ios) v
  rewind (50)
  read (50, iostat=ios) v
  print *, 'unformatted', ios, v
  close (50, status='delete')
end program
! CHECK: end -1 init 
! CHECK-NEXT: write 1017
! CHECK-NEXT: rewound 0 one  
! CHECK-NEXT: stream 0 one  
! CHECK-NEXT: backspace 1025
! CHECK-NEXT: stuck -1 init 
! CHECK-NEXT: unformatted 0 7
