! The blanks of X and TR: a non-advancing WRITE writes them at once, so
! they stay when format reversion or '/' ends the record, or a TL follows;
! any WRITE writes pending blanks when a data edit meets its item, so they
! stay when the statement then fails (a type error) or the field is empty.
! On stdout, a sequential and a stream file (with INQUIRE(POS=)), a file
! with RECL=, and internal files (not padded after the error).
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 --show-file=f.txt %s | %fcheck --check-prefix=FILE %s
program pending_blanks
  implicit none
  integer :: i, ios, p
  character(20) :: s
  character(4) :: a(3)
  write (*, '(i0,1x)', advance='no') (i, i = 1, 3)
  write (*, *)
  write (*, '(i0,1x,/,i0,2x)', advance='no') 1, 2
  write (*, '(a)') '|'
  write (*, '(i0,tr2,/)', advance='no') 1
  write (*, '(i0,t5,/)', advance='no') 1
  write (*, '(i0,3x,tl1,/)', advance='no') 1
  write (*, '(i0,3x,tl1)', advance='no') 1
  write (*, '(a)') '|'
  write (*, '(a,1x,a,"|")') 'x', ''
  write (*, '(a,3x,g0,"|")') 'x', ''
  write (*, '(a,3x,i0)', iostat=ios) 'x', 1.5
  print '(/,i0)', ios
  s = repeat('z', 20)
  write (s, '(i3,1x,i3)', iostat=ios) 7, 2.5
  print '(i0,3a)', ios, ' [', s, ']'
  s = repeat('z', 20)
  write (s, '(i3,t10,i3)', iostat=ios) 7, 2.5
  print '(i0,3a)', ios, ' [', s, ']'
  a = 'zzzz'
  write (a, '(i1,1x,/,i1,1x,i1)', iostat=ios) 7, 8, 2.5
  print '(i0,7a)', ios, ' [', a(1), '][', a(2), '][', a(3), ']'
  open (10, file='f.txt', status='replace')
  write (10, '(i0,1x)', advance='no') (i, i = 1, 3)
  write (10, '(a)', advance='no') 'partial: '
  write (10, '(i3,1x,i3)', iostat=ios) 7, 2.5
  print '(i0)', ios
  close (10)
  open (10, file='s.txt', access='stream', form='formatted', status='replace')
  write (10, '(a,3x,a)') 'a', 'b'
  inquire (10, pos=p)
  write (10, '(a,3x)', advance='no') 'a'
  inquire (10, pos=p)
  print '(i0)', p
  write (10, '(a,t9)', advance='no') 'a'
  inquire (10, pos=p)
  print '(i0)', p
  write (10, '(a,3x,/)', advance='no') 'a'
  write (10, '(a,3x,i1)', iostat=ios) 'a', 1.0
  inquire (10, pos=p)
  print '(i0,1x,i0)', p, ios
  close (10, status='delete')
  open (11, file='r.txt', recl=5, status='replace')
  write (11, '(a,10x)', advance='no', iostat=ios) 'abc'
  print '(i0)', ios
  write (11, '(a)', iostat=ios) 'x'
  write (11, '(a,4x,i1)', iostat=ios) 'abc', 1.
  print '(i0)', ios
  write (11, '(a,2x,i1)', iostat=ios) 'abc', 1.
  print '(i0)', ios
  close (11, status='delete')
  write (*,'(a)',advance='no') 'partial: '
  write (*,'(i3,1x,i3)') 7, 2.5
end program pending_blanks
! CHECK:1{{ }}
! CHECK-NEXT:2{{ }}
! CHECK-NEXT:3{{ }}
! CHECK-NEXT:1{{ }}
! CHECK-NEXT:2  |
! CHECK-NEXT:1{{  }}
! CHECK-NEXT:1
! CHECK-NEXT:1{{   }}
! CHECK-NEXT:1   |
! CHECK-NEXT:x |
! CHECK-NEXT:x   |
! CHECK-NEXT:x{{   }}
! CHECK-NEXT:5006
! CHECK-NEXT:5006 [  7 zzzzzzzzzzzzzzzz]
! CHECK-NEXT:5006 [  7      zzzzzzzzzzz]
! CHECK-NEXT:5006 [7   ][8 zz][zzzz]
! CHECK-NEXT:5006
! CHECK-NEXT:11
! CHECK-NEXT:12
! CHECK-NEXT:21 5006
! CHECK-NEXT:-2
! CHECK-NEXT:5006
! CHECK-NEXT:-2
! CHECK-NEXT:partial:   7{{ }}
! FILE:1{{ }}
! FILE-NEXT:2{{ }}
! FILE-NEXT:3 partial:   7{{ }}
