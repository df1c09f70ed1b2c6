! flang front door: a formatted REAL field holding a word that begins
! like Inf or NaN and is neither (I, IN, INFX, INFINITE, NANQ, with a
! sign too) fails with flang's "Trailing characters after real input
! data at column C of record R", C the column after the field (after the
! comma that ended it); Inf, Infinity and NaN in any case, and NaN(...),
! are values.  A bad character after the word keeps its own text.
! RUN: %flangdiff %s | %fcheck %s
program trailing_real_word
  implicit none
  character(12) :: flds(22)
  character(20) :: f
  integer :: i, ios, u
  real :: x
  character(100) :: msg
  flds = [character(12) :: 'I', 'IN', 'INF', 'INFI', 'INFX', 'N', 'NA', &
          'NAN', 'NANX', '+I', 'INF X', 'I N', 'INFINITY', 'INFINITYX', &
          'NAN()', 'NANQ', ' nan  ', 'Inf', '-INFIN', 'N,', 'IN,5', &
          'INFINITE']
  do i = 1, size(flds)
    msg = ''
    x = -1
    write (f, '(a,i0,a)') '(e', max(1, len_trim(flds(i))), '.2)'
    read (flds(i), f, iostat=ios, iomsg=msg) x
    print '(a,a,a,1x,a,1x,i0,1x,a)', '[', trim(flds(i)), ']', trim(f), ios, &
          trim(msg)
  end do
  f = '  IN  7'
  read (f, '(e4.2,i3)', iostat=ios, iomsg=msg) x, i
  print '(i0,1x,a)', ios, trim(msg)
  open (newunit=u, file='trailing_real_word.txt', status='replace')
  write (u, '(a)') '1.5', '  2.0 nanx'
  rewind (u)
  read (u, '(f4.1)') x
  read (u, '(f5.1,f5.1)', iostat=ios, iomsg=msg) x, x
  print '(i0,1x,a)', ios, trim(msg)
  close (u, status='delete')
end program
! CHECK:[I] (e1.2) 1030 Trailing characters after real input data at column 2 of record 1
! CHECK-NEXT:[IN] (e2.2) 1030 Trailing characters after real input data at column 3 of record 1
! CHECK-NEXT:[INF] (e3.2) 0 
! CHECK-NEXT:[INFI] (e4.2) 1030 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:[INFX] (e4.2) 1030 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:[N] (e1.2) 1030 Trailing characters after real input data at column 2 of record 1
! CHECK-NEXT:[NA] (e2.2) 1030 Trailing characters after real input data at column 3 of record 1
! CHECK-NEXT:[NAN] (e3.2) 0 
! CHECK-NEXT:[NANX] (e4.2) 1030 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:[+I] (e2.2) 1030 Trailing characters after real input data at column 3 of record 1
! CHECK-NEXT:[INF X] (e5.2) 1030 Bad real input data at column 6 of record 1
! CHECK-NEXT:[I N] (e3.2) 1030 Bad real input data at column 4 of record 1
! CHECK-NEXT:[INFINITY] (e8.2) 0 
! CHECK-NEXT:[INFINITYX] (e9.2) 1030 Trailing characters after real input data at column 10 of record 1
! CHECK-NEXT:[NAN()] (e5.2) 0 
! CHECK-NEXT:[NANQ] (e4.2) 1030 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:[ nan] (e4.2) 0 
! CHECK-NEXT:[Inf] (e3.2) 0 
! CHECK-NEXT:[-INFIN] (e6.2) 1030 Trailing characters after real input data at column 7 of record 1
! CHECK-NEXT:[N,] (e2.2) 1030 Trailing characters after real input data at column 3 of record 1
! CHECK-NEXT:[IN,5] (e4.2) 1030 Trailing characters after real input data at column 4 of record 1
! CHECK-NEXT:[INFINITE] (e8.2) 1030 Trailing characters after real input data at column 9 of record 1
! CHECK-NEXT:1030 Trailing characters after real input data at column 5 of record 1
! CHECK-NEXT:1030 Trailing characters after real input data at column 11 of record 2
