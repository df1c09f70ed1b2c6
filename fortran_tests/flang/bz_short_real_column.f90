! flang front door: the column of "Bad real input data at column C" for
! a REAL field that the record's end cut short under BZ, which flang
! pads with zeros to its width.  The column counts from where the field
! starts in the record; ftnio counted from the padded width back from
! the record's end (a column before the record, "column -6").  Found by
! progen/input_fuzz.py (seed 58) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 1030  -1.0000E+00 Bad real input data at column 2 of record 1
! CHECK:2 1030  -1.0000E+00 Bad real input data at column 5 of record 2
! CHECK:3 1030  -1.0000E+00 Bad real input data at column 5 of record 3
! CHECK:4 0   3.0000E-04 none
! CHECK:1 1030  -1.0000E+00 Bad real input data at column 4 of record 1
! CHECK:2 1030  -1.0000E+00 Bad real input data at column 5 of record 2
! CHECK:3 1030  -1.0000E+00 Bad real input data at column 5 of record 3
! CHECK:4 0   0.0000E+00 none
program bz_short_real_column
  implicit none
  integer :: ios, j
  real(16) :: q
  character(100) :: msg
  character(6) :: recs(4)
  recs = [character(6) :: 'tru', '1.5x', ' 2 y', '3e+']
  open(11, file='b.txt', status='replace')
  do j = 1, size(recs)
    write(11, '(a)') trim(recs(j))
  end do
  close(11)
  open(11, file='b.txt', status='old', blank='zero')
  do j = 1, size(recs)
    q = -1; msg = 'none'
    read(11, '(e12.4e3)', iostat=ios, iomsg=msg) q
    print '(i0,1x,i0,1x,es12.4,1x,a)', j, ios, q, trim(msg)
  end do
  rewind(11)
  do j = 1, size(recs)
    q = -1; msg = 'none'
    read(11, '(2x,f9.2)', iostat=ios, iomsg=msg) q
    print '(i0,1x,i0,1x,es12.4,1x,a)', j, ios, q, trim(msg)
  end do
  close(11, status='delete')
end program
