! List-directed I/O on ENCODING='UTF-8' units: kind-4 strings written
! encoded (DELIM= none, APOSTROPHE, QUOTE, doubling); read back with characters decoded (delimited,
! undelimited, repeated, spanning records), into kind-4 variables and a
! kind-1 one, and an invalid sequence ("Invalid UTF-8 encoding").
! RUN: %fdiff %s
program utf8_list
  implicit none
  integer, parameter :: k4 = 4
  character(kind=k4, len=5) :: s, a, b, c
  character(kind=k4, len=12) :: l
  character(len=8) :: c1
  character(len=80) :: msg
  integer :: i, ios
  s = k4_'x' // char(int(z'3b1'), k4) // k4_"'" // char(int(z'1f600'), k4) // k4_'"'
  open (10, file='l.txt', encoding='utf-8', status='replace')
  write (10, *) s, 42, s, 'caf'
  close (10)
  open (10, file='l.txt', encoding='utf-8', position='append', delim='apostrophe')
  write (10, *) s, 'it''s'
  close (10)
  open (10, file='l.txt', encoding='utf-8', position='append', delim='quote')
  write (10, *) s, 1.5
  write (10, '(a)') "2*'" // 'ab' // char(206) // char(177) // "' zz 'Ω"
  write (10, '(a)') "...', 7"
  write (10, '(a)') char(206) // char(177) // char(206) // char(178) // 'c,d'
  write (10, '(a)') 'x' // char(206) // char(177) // 'c,d'
  write (10, '(a)') "'a" // char(255) // "b'"
  close (10)
  open (10, file='l.txt', status='old', access='stream', form='unformatted')
  do i = 1, 9
    read (10) c1
    print '(8(1x,z2.2))', (ichar(c1(ios:ios)), ios = 1, 8)
  end do
  close (10)
  open (10, file='l.txt', encoding='utf-8', status='old', position='rewind')
  read (10, *)
  read (10, *) a
  call show4(a)
  read (10, *) a
  call show4(a)
  read (10, *) a, b, c, l, i
  call show4(a)
  call show4(b)
  call show4(c)
  call show4(l)
  print *, i
  ! A string starting with a non-ASCII character: libgfortran decodes the
  ! character again after putting it back, and fails.
  read (10, *, iostat=ios, iomsg=msg) c1
  print *, ios, trim(msg)
  read (10, *) c1
  print '(8(1x,z2.2))', (ichar(c1(i:i)), i = 1, 8)
  read (10, *, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  call show4(a)
  close (10)
contains
  subroutine show4(t)
    character(kind=k4, len=*), intent(in) :: t
    integer :: k
    print '(*(z0,1x))', (ichar(t(k:k)), k = 1, len(t))
  end subroutine show4
end program utf8_list
