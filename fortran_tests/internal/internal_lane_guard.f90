! Internal files through the internal lane (a statement without optional
! specifiers: IOSTAT=, IOMSG=, ERR= and END= are not optional specifiers
! there) and through the general start (BLANK=, DECIMAL=, PAD=,
! DELIM=, SIGN=, ROUND=, namelist), side by side: records, padding, the
! end of the record and of the file, arrays, sections, kind 4, errors.
! RUN: %fdiff %s | %fcheck %s
program internal_lane_guard
  implicit none
  character(8) :: s, t
  character(3) :: short
  character(4) :: arr(3), sec(6)
  character(kind=4, len=6) :: w
  character(60) :: msg
  integer :: ios, a, b, c, n
  real :: x
  namelist /g/ a, b
  ! WRITE: a scalar, padded; too long: EOR; '/': END
  s = 'xxxxxxxx'
  write (s, '(i0)') 42
  print '(3a)', '[', s, ']'
  short = 'zzz'
  write (short, '(i0)', iostat=ios, iomsg=msg) 12345
  print '(a,i0,4a)', 'eor ', ios, ' [', short, '] ', trim(msg)
  write (s, '(i2/i2)', iostat=ios) 1, 2
  print '(a,i0,3a)', 'slash ', ios, ' [', s, ']'
  write (s, '(a,i0)') 'n=', 7
  print '(3a)', '[', s, ']'
  ! WRITE: an array (one record an element), past its end: END
  arr = '????'
  write (arr, '(a)') 'r1', 'r2'
  print '(7a)', '[', arr(1), '][', arr(2), '][', arr(3), ']'
  write (arr, '(i4)', iostat=ios) 1, 2, 3, 4
  print '(a,i0,7a)', 'past ', ios, ' [', arr(1), '][', arr(2), '][', arr(3), ']'
  sec = '....'
  write (sec(2:6:2), '(i3)') 7, 8, 9
  print '(6(a,1x))', sec
  ! WRITE: kind 4
  write (w, '(a)') 4_'ab'
  print '(a,i0,a,i0)', 'w ', len_trim(w), ' ', ichar(w(3:3))
  ! READ: list-directed, formatted, errors and END
  t = '1 22 333'
  read (t, *) a, b, c
  print '(3(i0,1x))', a, b, c
  t = '   12345'
  read (t, '(i8)') n
  print '(i0)', n
  t = 'abc'
  read (t, *, iostat=ios, iomsg=msg) n
  print '(a,i0,2a)', 'bad ', ios, ' ', trim(msg)
  t = ' '
  read (t, *, iostat=ios) n
  print '(a,i0)', 'end ', ios
  read (t, '(i4)', end=10) n
  print '(a,i0)', 'blank i4 ', n
10 continue
  arr = ['1   ', '2   ', '3   ']
  read (arr, *) a, b, c
  print '(3(i0,1x))', a, b, c
  read (arr, '(i4)', iostat=ios) a, b, c, n
  print '(a,i0)', 'past read ', ios
  read (w, '(a2)') short
  print '(3a)', '[', short, ']'
  ! the general start: optional specifiers
  t = '1 2'
  read (t, '(i2,i2)', blank='zero') a, b
  print '(2(i0,1x))', a, b
  write (s, '(f8.2)', decimal='comma') 1.5
  print '(3a)', '[', s, ']'
  read (s, '(f8.2)', decimal='comma') x
  print '(f6.2)', x
  write (s, '(i0)', sign='plus') 3
  print '(3a)', '[', s, ']'
  write (s, '(f8.1)', round='up') 1.25
  print '(3a)', '[', s, ']'
  t = 'ab'
  read (t, '(a5)', pad='no', iostat=ios) short
  print '(a,i0)', 'pad no ', ios
  write (s, *, delim='quote') 'q'
  print '(3a)', '[', s, ']'
  a = 1; b = 2
  write (msg, nml=g)
  print '(a)', trim(msg)
  msg = '&g a=5, b=6 /'
  read (msg, nml=g)
  print '(2(i0,1x))', a, b
end program
! CHECK:[42      ]
! CHECK:eor -2 [zzz] End of record
! CHECK:slash -1 [ 1  2   ]
! CHECK:[n=7     ]
! CHECK:[r1  ][r2  ][????]
! CHECK:past -1 [   4][   2][   3]
! CHECK:....   7  ....   8  ....   9 
! CHECK:w 2 32
! CHECK:1 22 333
! CHECK:12345
! CHECK:bad 5010 Bad integer for item 1 in list input
! CHECK:end -1
! CHECK:blank i4 0
! CHECK:1 2 3
! CHECK:past read -1
! CHECK:[ab ]
! CHECK:10 20
! CHECK:[    1,50]
! CHECK:  1.50
! CHECK:[+3      ]
! CHECK:[     1.3]
! CHECK:pad no 0
! CHECK:[ "q"    ]
! CHECK:&G  A=1          ,  B=2          ,  /
! CHECK:5 6
