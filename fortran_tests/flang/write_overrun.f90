! flang front door: a formatted WRITE that overruns its record.  In an
! internal file flang writes the part of the field that fits and does not
! wrap past the last record of an array; in an external record it writes
! nothing of that field nor of any after it (an X that passes the end
! included), and the record is ended there: the next WRITE starts a new
! one (libgfortran keeps it open with the room left).
! RUN: %flangdiff %s | %fcheck %s
program write_overrun
  implicit none
  integer :: u, ios
  character(len=10) :: s, t(2)
  character(len=40) :: line
  s = 'XXXXXXXXXX'
  write(s, '(a)', iostat=ios) 'this is too long'; print *, 'i1', ios, '[', s, ']'
  s = 'XXXXXXXXXX'
  write(s, '(a4,a8)', iostat=ios) 'abcd', 'efghijkl'; print *, 'i2', ios, '[', s, ']'
  s = 'XXXXXXXXXX'
  write(s, '(i4,i8)', iostat=ios) 1, 2; print *, 'i3', ios, '[', s, ']'
  s = 'XXXXXXXXXX'
  write(s, *, iostat=ios) 'abcdefgh', 'ijklmnop'; print *, 'l1', ios, '[', s, ']'
  t = 'XXXXXXXXXX'
  write(t, '(a)', iostat=ios) 'this is too long'; print *, 'a1', ios, '[', t, ']'
  t = 'XXXXXXXXXX'
  write(t, '(a/a/a)', iostat=ios) 'a', 'b', 'c'; print *, 'a2', ios, '[', t, ']'
  t = 'XXXXXXXXXX'
  write(t, '(a12)', iostat=ios) 'abc'; print *, 'a3', ios, '[', t, ']'
  open(newunit=u, file='q.txt', status='replace', recl=6)
  write(u, '(a4,a4)', iostat=ios) 'abcd', 'efgh'; print *, 'w1', ios
  write(u, '(a)', iostat=ios) 'next'; print *, 'w2', ios
  write(u, '(i3,i3,i3)', iostat=ios) 1, 2, 3; print *, 'w3', ios
  close(u)
  open(newunit=u, file='q.txt', status='old')
  do
    read(u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print *, '[', trim(line), ']'
  end do
  close(u, status='delete')
  open(newunit=u, file='d.txt', status='replace', recl=6, access='direct', form='formatted')
  write(u, '(a4,a4)', rec=1, iostat=ios) 'abcd', 'efgh'; print *, 'd1', ios
  write(u, '(a4,t2,a8)', rec=2, iostat=ios) 'abcd', 'efghijkl'; print *, 'd2', ios
  write(u, '(a2,5x,a1)', rec=3, iostat=ios) 'ab', 'c'; print *, 'd3', ios
  close(u)
  open(newunit=u, file='d.txt', status='old', access='stream', form='unformatted')
  read(u) line(1:18); print *, '[', line(1:18), ']'
  close(u, status='delete')
end program
! CHECK: i1 1002 [this is to]
! CHECK-NEXT: i2 1002 [abcdefghij]
! CHECK-NEXT: i3 1002 [   1      ]
! CHECK-NEXT: l1 1004 [ abcdefghi]
! CHECK-NEXT: a1 1002 [this is toXXXXXXXXXX]
! CHECK-NEXT: a2 1004 [a         b         ]
! CHECK-NEXT: a3 1002 [         aXXXXXXXXXX]
! CHECK-NEXT: w1 1002
! CHECK-NEXT: w2 0
! CHECK-NEXT: w3 1002
! CHECK-NEXT: [abcd]
! CHECK-NEXT: [next]
! CHECK-NEXT: [  1  2]
! CHECK-NEXT: d1 1002
! CHECK-NEXT: d2 1002
! CHECK-NEXT: d3 1002
! CHECK-NEXT: [abcd  abcd  ab    ]
