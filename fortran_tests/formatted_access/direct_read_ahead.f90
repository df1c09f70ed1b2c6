! Formatted direct READ through libgfortran's record buffer: an X (or TR,
! T forward) on an empty buffer reads 80 characters ahead, and the next
! record ('/', format reversion) starts where the file position is plus
! what is left of the record, after the characters read ahead, which the
! next record's fields take first.  So after a skip the fields of the
! next record read characters of the record before, and INQUIRE(NEXTREC=)
! counts from the file position.  Without a skip nothing is read ahead.
! RUN: %fdiff %s | %fcheck %s
program direct_read_ahead
  implicit none
  character(len=5) :: a, b, c, d
  integer :: ios, n, i
  open(10, file='ra.dat', access='direct', form='formatted', recl=20, status='replace')
  write(10, '(a)', rec=1) 'abcdefghijklmnopqrst'
  write(10, '(a)', rec=2) 'ABCDEFGHIJKLMNOPQRST'
  write(10, '(a)', rec=3) '0123456789!"#$%&()*+'
  write(10, '(a)', rec=5) 'uvwxyzUVWXYZ'
  call probe('(a3,2x,a3,/,a5)', 1)
  call probe('(a3,a3,/,a5)', 1)
  call probe('(2x,a3)', 1)
  call probe('(1x,a3,tr2,a2,/,a5,a5)', 2)
  call probe('(t4,a3,/,a5,/,a5)', 1)
  call probe('(a2,2x,a1,/,a9)', 3)
  call probe('(3x,a4,/,2x,a2,/,a5)', 1)
  call probe('(a2,30x,/,a5)', 1)
  call probe('(a2,30x,/,a5)', 5)
  call probe('(a2,2x,a1,/,a9)', 5)
  a = '?'; b = '?'; c = '?'; d = '?'
  read(10, '(2x,a2,a2)', rec=2, iostat=ios) a, b, c, d
  inquire(10, nextrec=n)
  print '(i3,i3,1x,4(a,"|"))', ios, n, a, b, c, d
  ! A hole (record 4) reads as NUL bytes; ichar shows them.
  a = '?'; b = '?'
  read(10, '(a1,3x,a1,/,a5)', rec=4, iostat=ios) a, b
  print '(i3,*(1x,i0))', ios, (ichar(b(i:i)), i=1,5)
  close(10, status='delete')
contains
  subroutine probe(f, r)
    character(*), intent(in) :: f
    integer, intent(in) :: r
    a = '?'; b = '?'; c = '?'; d = '?'
    read(10, f, rec=r, iostat=ios) a, b, c, d
    inquire(10, nextrec=n)
    print '(a24,i2,i3,i3,1x,4(a,"|"))', f, r, ios, n, nul(a), nul(b), nul(c), nul(d)
  end subroutine
  function nul(s) result(t)  ! NUL bytes (of a hole) shown as '@'
    character(*), intent(in) :: s
    character(len(s)) :: t
    integer :: k
    t = s
    do k = 1, len(s)
      if (ichar(s(k:k)) == 0) t(k:k) = '@'
    end do
  end function
end program
! CHECK:         (a3,2x,a3,/,a5) 1  0  7 abc  |fgh  |ijklm|nop  |
! CHECK:            (a3,a3,/,a5) 1  0  4 abc  |def  |ABCDE|012  |
! CHECK:                 (2x,a3) 1  0  8 cde  |hij  |mno  |rst  |
! CHECK:  (1x,a3,tr2,a2,/,a5,a5) 2  0  7 BCD  |GH   |IJKLM|NOPQR|
! CHECK:       (t4,a3,/,a5,/,a5) 1  0  8 def  |ghijk|lmnop|tAB  |
! CHECK:         (a2,2x,a1,/,a9) 3  0  8 01   |4    |9!"#$|%&   |
! CHECK:    (3x,a4,/,2x,a2,/,a5) 1  0  8 defg |jk   |lmnop|tABC |
! CHECK:           (a2,30x,/,a5) 1  0  5 ab   |MNOPQ|RS   |@@@@@|
! CHECK:           (a2,30x,/,a5) 5  0  8 uv   |     |     |     |
! CHECK:         (a2,2x,a1,/,a9) 5  0  8 uv   |y    |XYZ  |     |
! CHECK:  0  7 CD   |EF   |IJ   |KL   |
! CHECK:  0 0 32 32 32 32
