! flang front door: an internal WRITE whose '/' or format reversion goes
! past the file's last record meets its end (IOSTAT 1004) and stores
! nothing more: the records written keep their text (a second record end
! after the last record blank-filled the first record, where ftnio
! wrapped to it as libgfortran does).  Issue 18; progen --flang seed 221.
! RUN: %flangdiff %s | %fcheck %s
program internal_slash_past_end
  implicit none
  character(len=12) :: b, a(2)
  integer :: ios
  b = repeat('~', 12)
  write (b, '(i3,/)', iostat=ios) 1, 2
  print '(i5,3a)', ios, ' [', b, ']'
  b = repeat('~', 12)
  write (b, '(i3,(i3,:),i3,/)', iostat=ios) 1, 2, 3, 4
  print '(i5,3a)', ios, ' [', b, ']'
  b = repeat('~', 12)
  write (b, '(i3)', iostat=ios) 1, 2
  print '(i5,3a)', ios, ' [', b, ']'
  a = repeat('~', 12)
  write (a, '(i3,/)', iostat=ios) 1, 2, 3
  print '(i5,5a)', ios, ' [', a(1), '][', a(2), ']'
  a = repeat('~', 12)
  write (a, '(2i3,/,i3,/)', iostat=ios) 1, 2, 3, 4
  print '(i5,5a)', ios, ' [', a(1), '][', a(2), ']'
end program
! CHECK: 1004 [  1         ]
! CHECK-NEXT: 1004 [  1  2  3   ]
! CHECK-NEXT: 1004 [  1         ]
! CHECK-NEXT: 1004 [  1         ][            ]
! CHECK-NEXT: 1004 [  1  2      ][  3         ]
