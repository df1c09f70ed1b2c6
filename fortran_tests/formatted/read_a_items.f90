! Formatted READ with several A items per record, the shortcut that takes
! each field straight from the record buffer: fields that end exactly at
! the newline, a field after one that met the record end, T, TL and X
! between A items (the column is the buffer's position), A with and
! without a width in one format, repeat counts and reversion, a
! CHARACTER array, a kind-4 variable among kind-1 ones, a width longer
! than the variable, BLANK= and DECIMAL= which A ignores, and a carriage
! return at the first and last column of a field.
! RUN: %fdiff %s
program read_a_items
  implicit none
  character(len=3) :: a, b
  character(len=6) :: c
  character(len=4) :: arr(5)
  character(kind=4, len=4) :: w
  integer :: u, ios, i
  open (newunit=u, file='items.txt', status='replace')
  write (u, '(a)') 'abcdefghijkl'
  write (u, '(a)') 'abc'
  write (u, '(a)') 'abcdef'
  write (u, '(a)') 'pqrstu'
  write (u, '(a)') 'xyz123456789'
  write (u, '(a)') '0123456789abcdefghij'
  write (u, '(a)') achar(13)//'rest'
  write (u, '(a)') 'ab'//achar(13)
  write (u, '(a)') ''
  write (u, '(a)') 'lastline'
  close (u)
  open (newunit=u, file='items.txt', status='old', blank='zero', decimal='comma')
  do i = 1, 3
    a = '-'; b = '-'; c = '-'
    read (u, '(a3,a,a6)', iostat=ios) a, b, c
    print '(i4,7a)', ios, '[', a, '][', b, '][', c, ']'
  end do
  read (u, '(a,t2,a2,tl1,a,x,a)', iostat=ios) a, b, c, a
  print '(i4,7a)', ios, '[', a, '][', b, '][', c, ']'
  read (u, '(a2,a5,3x,a)', iostat=ios) a, c, b
  print '(i4,7a)', ios, '[', a, '][', b, '][', c, ']'
  arr = '?'
  read (u, '(2a4)', iostat=ios) arr
  print '(i4,15a)', ios, ('[', arr(i), ']', i = 1, 5)
  rewind (u)
  arr = '?'
  read (u, '(a4,a2,a)', iostat=ios) arr
  print '(i4,15a)', ios, ('[', arr(i), ']', i = 1, 5)
  read (u, '(a2,a2)', iostat=ios) w, a
  print '(i4,4i4,3a)', ios, (ichar(w(i:i)), i = 1, 4), '[', a, ']'
  read (u, '(a8)', iostat=ios) a
  print '(i4,3a)', ios, '[', a, ']'
  do i = 1, 6
    c = '-'; a = '-'
    read (u, '(a6,a)', iostat=ios) c, a
    print '(i4,5a)', ios, '[', c, '][', a, ']'
  end do
  close (u, status='delete')
end program read_a_items
