! flang front door: a formatted stream READ that meets the end of the
! file ends with END at once and leaves its item as it was (libgfortran
! reads an empty field there first and blanks the item); fields cut short
! by the end are padded.
! RUN: %flangdiff %s | %fcheck %s
program stream_read_at_end
  implicit none
  integer :: u, ios, i
  character(len=20) :: line
  character(len=3) :: a, b
  open(newunit=u, file='s.txt', status='replace', access='stream', form='formatted')
  write(u, '(a)', advance='no') 'liXY'
  rewind(u)
  read(u, '(a)', iostat=ios) line; print *, 's1', ios, '[', trim(line), ']'
  read(u, '(a)', iostat=ios) line; print *, 's2', ios, '[', trim(line), ']'
  a = '???'; b = '???'
  read(u, '(a3,a3)', pos=1, iostat=ios) a, b; print *, 's3', ios, '[', a, '][', b, ']'
  a = '???'; b = '???'
  read(u, '(a3,a3)', pos=3, iostat=ios) a, b; print *, 's4', ios, '[', a, '][', b, ']'
  i = 7
  read(u, '(i3)', iostat=ios) i; print *, 's5', ios, i
  close(u)
  open(newunit=u, file='s.txt', status='replace', access='stream', form='formatted')
  write(u, '(a)') 'ab'
  rewind(u)
  read(u, '(a)', iostat=ios) line; print *, 't1', ios, '[', trim(line), ']'
  line = 'keep'
  read(u, '(a)', iostat=ios) line; print *, 't2', ios, '[', trim(line), ']'
  close(u, status='delete')
end program
! CHECK: s1 0 [liXY]
! CHECK-NEXT: s2 -1 [liXY]
! CHECK-NEXT: s3 0 [liX][Y  ]
! CHECK-NEXT: s4 0 [XY ][   ]
! CHECK-NEXT: s5 -1 7
! CHECK-NEXT: t1 0 [ab]
! CHECK-NEXT: t2 -1 [keep]
