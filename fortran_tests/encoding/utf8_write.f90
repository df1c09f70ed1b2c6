! Formatted WRITE on an ENCODING='UTF-8' unit: kind-4 A output encoded
! (1 to 4 bytes), Aw with w < len writing every character and w > len
! losing as many leading characters as it adds blanks (libgfortran), kind-1
! items and literals written as their bytes, T counting bytes; and
! INQUIRE(ENCODING=) of UTF-8, default and unconnected units.
! RUN: %fdiff %s
program utf8_write
  implicit none
  integer, parameter :: k4 = 4
  character(kind=k4, len=4) :: s
  character(len=12) :: enc
  character(len=16) :: buf
  integer :: i, n, k
  s = k4_'a' // char(int(z'e9'), k4) // char(int(z'20ac'), k4) // char(int(z'10348'), k4)
  open (10, file='w.txt', encoding='utf-8', status='replace')
  write (10, '(a)') s
  write (10, '(a6,"|")') s
  write (10, '(a2,"|")') s
  write (10, '(a,"|",a)') 'caf' // char(233), s
  write (10, '(a,t3,a)') s, 'Z'
  write (10, '(i3,1x,a,1x,f5.2)') 7, s(3:3), 2.5
  write (10, '(g0,"|",g6.0)') s, s(1:2)
  inquire (10, encoding=enc)
  print *, trim(enc)
  close (10)
  open (11, file='d.txt', status='replace')
  write (11, '(a)') s
  inquire (11, encoding=enc)
  print *, trim(enc)
  close (11, status='delete')
  inquire (12, encoding=enc)
  print *, trim(enc)
  open (10, file='w.txt', status='old', access='stream', form='unformatted')
  inquire (10, size=n)
  do i = 1, n, 16
    buf = ' '
    read (10, pos=i) buf(1:min(16, n - i + 1))
    print '(16(1x,z2.2))', (ichar(buf(k:k)), k = 1, min(16, n - i + 1))
  end do
  close (10)
end program utf8_write
