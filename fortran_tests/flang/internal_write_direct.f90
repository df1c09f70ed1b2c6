! flang front door: an internal formatted WRITE of I and A edits on a
! scalar goes through the core's internal lane (its fields straight into
! the variable, the rest blank-filled), with flang's results: I0 of
! the extremes, Iw.m, A, a field past the variable's end (IOSTAT 1001 and
! what fitted), a reversion to a second record of a scalar (1004), and formats
! from a variable.  (issue 18 item 5.)
! RUN: %flangdiff %s | %fcheck %s
program internal_write_direct
  implicit none
  character(20) :: s
  character(4) :: t
  character(20) :: f
  integer :: ios, n
  integer(8) :: k
  character(100) :: msg
  n = -2147483647 - 1
  write (s, '(I0)') n
  print '(3a)', '[', s, ']'
  k = huge(k)
  write (s, '(I0)') k
  print '(3a)', '[', s, ']'
  write (s, '(I5.3,A)') 7, 'xy'
  print '(3a)', '[', s, ']'
  s = "abcdefghijklmnopqrst"
  write (t, '(I0)', iostat=ios, iomsg=msg) 123456
  print '(3a,i6,1x,a)', '[', t, ']', ios, trim(msg)
  write (t, '(A,A)', iostat=ios, iomsg=msg) 'ab', 'cde'
  print '(3a,i6,1x,a)', '[', t, ']', ios, trim(msg)
  write (t, '(I2)', iostat=ios, iomsg=msg) 1, 2
  print '(3a,i6,1x,a)', '[', t, ']', ios, trim(msg)
  f = '(I3,A,I0)'
  write (s, f) 42, '-', 0
  print '(3a)', '[', s, ']'
  write (s, '(I0)') 5
  print '(3a)', '[', s, ']'
end program
! CHECK:[-2147483648         ]
! CHECK-NEXT:[9223372036854775807 ]
! CHECK-NEXT:[  007xy             ]
! CHECK-NEXT:[1234]  1002 Excessive output to fixed-size record
! CHECK-NEXT:[abcd]  1002 Excessive output to fixed-size record
! CHECK-NEXT:[ 1  ]  1004 Internal write overran available records
! CHECK-NEXT:[ 42-0               ]
! CHECK-NEXT:[5                   ]
