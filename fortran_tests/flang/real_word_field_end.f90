! flang front door: a formatted REAL field whose value is a word (Inf,
! Infinity, NaN).  flang's scan looks at the character that ends the
! word: after blanks, only the field's end or, under DECIMAL='POINT', a
! ',' may follow; anything else is "Bad real input data at column C", C
! after that character ("Infx1" at the '1': the 'x' is a letter of the
! word).  ftnio skipped the character after the word unseen (a column
! too far, or no error for "Inf;" and, under DECIMAL='COMMA', "Inf,").
! Found by progen/input_fuzz.py (seed 35) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:point 1 0         -Inf none
! CHECK:point 2 0          Inf none
! CHECK:point 3 1030  -1.0000E+00 Bad real input data at column 6 of record 1
! CHECK:point 4 1030  -1.0000E+00 Bad real input data at column 6 of record 1
! CHECK:point 5 0          Inf none
! CHECK:point 6 1030  -1.0000E+00 Trailing characters after real input data at column 13 of record 1
! CHECK:point 7 1030  -1.0000E+00 Bad real input data at column 7 of record 1
! CHECK:point 8 1030  -1.0000E+00 Bad real input data at column 5 of record 1
! CHECK:point 9 1030  -1.0000E+00 Bad real input data at column 5 of record 1
! CHECK:comma 1 1030  -1.0000E+00 Bad real input data at column 11 of record 1
! CHECK:comma 2 1030  -1.0000E+00 Bad real input data at column 5 of record 1
! CHECK:comma 3 1030  -1.0000E+00 Bad real input data at column 6 of record 1
! CHECK:comma 4 1030  -1.0000E+00 Bad real input data at column 6 of record 1
! CHECK:comma 5 1030  -1.0000E+00 Bad real input data at column 5 of record 1
! CHECK:comma 6 1030  -1.0000E+00 Trailing characters after real input data at column 13 of record 1
! CHECK:comma 7 1030  -1.0000E+00 Bad real input data at column 7 of record 1
! CHECK:comma 8 1030  -1.0000E+00 Bad real input data at column 5 of record 1
! CHECK:comma 9 1030  -1.0000E+00 Bad real input data at column 5 of record 1
program real_word_field_end
  implicit none
  integer :: ios, j, m
  real(8) :: d
  character(100) :: msg
  character(12) :: recs(9)
  character(5) :: dec(2) = ['point', 'comma']
  recs = [character(12) :: '-Infinity,1+', 'Inf,1', 'Inf 1', 'Infx1', 'Inf,', 'Infx', 'Inf  x', 'NaN;2', 'Inf;']
  do m = 1, 2
  do j = 1, size(recs)
    d = -1; msg = 'none'
    read(recs(j), '(e12.4e3)', iostat=ios, iomsg=msg, decimal=dec(m)) d
    print '(a,1x,i0,1x,i0,1x,es12.4,1x,a)', dec(m), j, ios, d, trim(msg)
  end do
  end do
end program
