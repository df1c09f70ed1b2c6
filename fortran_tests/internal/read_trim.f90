! A READ of a scalar internal file sees its record without trailing
! blanks, as in libgfortran (is_trim_ok): an A field that runs past them
! is as short as what is left (with PAD='NO' too), a T past them
! reads blanks; a record of blanks only is empty, not the end of the
! file.  BLANK= on the statement, BZ or '/' anywhere in the format,
! and array files keep the full record.  Kind 4 records too.
! RUN: %fdiff %s | %fcheck %s
program read_trim
  implicit none
  character(40) :: rec
  character(12) :: c12
  character(4) :: c4(2)
  character(kind=4, len=20) :: w
  character(kind=4, len=8) :: w8
  integer :: ios, k, n
  rec = 'abc def ghi'
  read (rec, '(a40)') c12
  print '(3a)', '[', c12, ']'
  read (rec, '(a40)', blank='null') c12
  print '(3a)', '[', c12, ']'
  read (rec, '(bn,a40)') c12
  print '(3a)', '[', c12, ']'
  read (rec, '(bz,a40)') c12
  print '(3a)', '[', c12, ']'
  read (rec, '(a40)', pad='no', iostat=ios) c12
  print '(i0,3a)', ios, ' [', c12, ']'
  read (rec, '(t20,a3)') c12
  print '(3a)', '[', c12, ']'
  read (rec, '(a12,a40)', iostat=ios) c12, c12
  print '(i0,3a)', ios, ' [', c12, ']'
  rec = '12'
  read (rec, '(i10)') k
  print '(i0)', k
  read (rec, '(bz,i10)') k
  print '(i0)', k
  read (rec, '(i3,t30,i2)', iostat=ios, pad='no') k, n
  print '(3(i0,1x))', ios, k, n
  c12 = ''
  read (c12(1:1), '(i2)', pad='no', iostat=ios) k
  print '(2(i0,1x))', ios, k
  c4 = ['ab  ', 'cd  ']
  read (c4, '(a4)') c12
  print '(3a)', '[', c12, ']'
  w = 4_'xyz'
  read (w, '(a20)') w8
  print '(3a)', '[', char(iachar(w8(1:1))), ']'
  print '(l1)', w8 == 4_'xyz     '
end program read_trim
! CHECK:[abc def ghi ]
! CHECK-NEXT:[            ]
! CHECK-NEXT:[abc def ghi ]
! CHECK-NEXT:[            ]
! CHECK-NEXT:0 [abc def ghi ]
! CHECK-NEXT:[            ]
! CHECK-NEXT:0 [            ]
! CHECK-NEXT:12
! CHECK-NEXT:1200000000
! CHECK-NEXT:0 12 0
! CHECK-NEXT:0 0
! CHECK-NEXT:[ab          ]
! CHECK-NEXT:[x]
! CHECK-NEXT:T
