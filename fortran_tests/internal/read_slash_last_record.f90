! '/' and format reversion in a READ of an internal file on its last
! record, as in libgfortran: a scalar file meets no end of file there,
! only at a field that reads past its record (X and T do not); an array
! meets END at the record end after its last record (not at the
! statement's own end).
! RUN: %fdiff %s | %fcheck %s
program read_slash_last_record
  implicit none
  character(40) :: rec
  character(12) :: c12, d12
  character(6) :: arr(2)
  character(kind=4, len=8) :: w
  character(kind=4, len=4) :: w4
  integer :: ios
  rec = 'abc def ghi'
  c12 = '?'; d12 = '?'
  read (rec, '(a40,/)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(a4,/)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(a4,//)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(a4,/)', iostat=ios, pad='no') c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(/)', iostat=ios)
  print '(i0)', ios
  read (rec, '(2/,x,t3)', iostat=ios)
  print '(i0)', ios
  read (rec, '(a4,/,a4)', iostat=ios) c12, d12
  print '(i0,5a)', ios, ' [', c12, '][', d12, ']'
  read (rec, '(a4,/,a4)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(a4)', iostat=ios) c12, d12
  print '(i0,5a)', ios, ' [', c12, '][', d12, ']'
  w = 4_'xyz'
  w4 = 4_'?'
  read (w, '(a2,/)', iostat=ios) w4
  print '(i0,3a)', ios, ' [', char(ichar(w4(1:1))), ']'
  arr = ['abc   ', 'def   ']
  c12 = '?'; d12 = '?'
  read (arr, '(a,/)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (arr, '(/,a,/)', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (arr, '(/)', iostat=ios)
  print '(i0)', ios
  read (arr, '(//)', iostat=ios)
  print '(i0)', ios
  read (arr, '(a)', iostat=ios) c12, d12, c12
  print '(i0,5a)', ios, ' [', c12, '][', d12, ']'
end program read_slash_last_record

! CHECK:0 [            ]
! CHECK-NEXT:0 [abc         ]
! CHECK-NEXT:0 [abc         ]
! CHECK-NEXT:0 [abc         ]
! CHECK-NEXT:0
! CHECK-NEXT:0
! CHECK-NEXT:-1 [abc         ][?           ]
! CHECK-NEXT:0 [abc         ]
! CHECK-NEXT:-1 [abc         ][?           ]
! CHECK-NEXT:0 [x]
! CHECK-NEXT:0 [abc         ]
! CHECK-NEXT:-1 [def         ]
! CHECK-NEXT:0
! CHECK-NEXT:-1
! CHECK-NEXT:-1 [abc         ][def         ]
