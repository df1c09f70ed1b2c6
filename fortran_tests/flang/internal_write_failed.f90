! flang front door: internal WRITEs that fail.  A scalar internal file is
! one record (format reversion or '/' past it overruns, IOSTAT 1004,
! nothing more written: libgfortran writes on after a blank); no WRITE
! wraps to the first record; the record a failed WRITE was in is
! blank-filled.
! RUN: %flangdiff %s | %fcheck %s
program internal_write_failed
  implicit none
  integer :: ios
  character(100) :: msg
  character(30) :: b
  character(10) :: c, b2(2)
  b = repeat('~', 30)
  write (b, '(I4)', iostat=ios, iomsg=msg) 1, 2, 3
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', b, ']'
  b = repeat('~', 30)
  write (b, '(F0.3)', iostat=ios, iomsg=msg) 1.5, 2
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', b, ']'
  b = repeat('~', 30)
  write (b, '(I3,1X,I5)', iostat=ios, iomsg=msg) 1, 2.0
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', b, ']'
  b2 = repeat('~', 10)
  write (b2, '(I3)', iostat=ios, iomsg=msg) 1, 2, 3
  print '(i0,1x,a,1x,6a)', ios, trim(msg), '[', b2(1), ']', '[', b2(2), ']'
  b = repeat('~', 30)
  write (b, '(I3,A)', iostat=ios, iomsg=msg) 1, 'abc', 3
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', b, ']'
  c = repeat('~', 10)
  msg = ''
  write (c, '(I3,/)', iostat=ios, iomsg=msg) 1
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', c, ']'
  b2 = repeat('~', 10)
  msg = ''
  write (b2, '(I3,/,I2,/)', iostat=ios, iomsg=msg) 1, 2
  print '(i0,1x,a,1x,6a)', ios, trim(msg), '[', b2(1), ']', '[', b2(2), ']'
  c = repeat('~', 10)
  write (c, '(A,I3,TL2,I1)', iostat=ios, iomsg=msg) 'a', 1, 2.0
  print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', c, ']'
end program internal_write_failed
! CHECK:1004 Internal write overran available records [   1                          ]
! CHECK-NEXT:1005 Data edit descriptor 'F' may not be used with an INTEGER data item [1.500                         ]
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used with a REAL data item [  1                           ]
! CHECK-NEXT:1004 Internal write overran available records [  1       ][  2       ]
! CHECK-NEXT:1004 Internal write overran available records [  1abc                        ]
! CHECK-NEXT:1004 Internal write overran available records [  1       ]
! CHECK-NEXT:1004 Internal write overran available records [  1       ][ 2        ]
! CHECK-NEXT:1005 Data edit descriptor 'I' may not be used with a REAL data item [a  1      ]
