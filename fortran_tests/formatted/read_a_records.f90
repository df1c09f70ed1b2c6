! Formatted READ of whole records with A edits, the path that copies a
! field straight from the record buffer: records longer and shorter than
! the variable and the width, records that cross the unit's buffer
! (lengths up to 9000 around 512 and 4096), empty records, a carriage
! return inside a record and before its newline, a last record without
! newline, PAD='NO', ADVANCE='NO' and the end of the file.  A field cut
! short by the record's end is as wide as what it holds: Aw into a
! shorter variable takes the rightmost characters of those (libgfortran),
! on external and internal files, for kind 1 and kind 4 variables.
! RUN: %fdiff %s
program read_a_records
  implicit none
  character(len=10) :: short
  character(len=300) :: line
  character(len=9000) :: big
  character(len=100) :: msg
  character(len=17) :: rec
  character(len=5) :: rec5
  character(kind=4, len=10) :: wide
  integer :: i, k, n, ios, u, sz, total
  open (newunit=u, file='lines.txt', status='replace')
  do i = 1, 400
    k = mod(i * 37, 130)
    if (mod(i, 17) == 0) k = 0
    write (u, '(a)') repeat(achar(97 + mod(i, 26)), k)
  end do
  do k = 505, 520
    write (u, '(a)') repeat('x', k)
  end do
  write (u, '(a)') repeat('y', 4095)
  write (u, '(a)') repeat('z', 4097)
  write (u, '(a)') repeat('w', 9000)
  write (u, '(a)') 'ab'//achar(13)//'cd'
  write (u, '(a)') 'crlf'//achar(13)
  write (u, '(a)') 'short'
  write (u, '(a)', advance='no') 'last without newline'
  close (u)

  open (newunit=u, file='lines.txt', status='old')
  total = 0
  n = 0
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    n = n + 1
    total = total + len_trim(line) * mod(n, 7) + iachar(line(1:1))
  end do
  print *, 'records', n, 'checksum', total, 'ios', ios
  rewind (u)
  do i = 1, 3
    read (u, '(a)') short
    print '(3a)', '[', short, ']'
    read (u, '(a4)') short
    print '(3a)', '[', short, ']'
    read (u, '(a20)') short
    print '(3a)', '[', short, ']'
    read (u, '(g12.2)') short
    print '(3a)', '[', short, ']'
  end do
  rewind (u)
  do i = 1, 433
    read (u, '(a)', iostat=ios, iomsg=msg) big
    if (ios /= 0) then
      print *, i, ios, trim(msg)
      exit
    end if
    if (i > 400) print *, i, len_trim(big), big(1:3), '|', big(len_trim(big):len_trim(big))
  end do
  read (u, '(a)', iostat=ios) big
  print *, 'after end', ios
  close (u)

  open (newunit=u, file='lines.txt', status='old', pad='no')
  do i = 1, 3
    read (u, '(a)', iostat=ios, iomsg=msg) short
    print '(i6,1x,a,1x,3a)', ios, trim(msg), '[', short, ']'
  end do
  close (u)
  open (newunit=u, file='lines.txt', status='old')
  do i = 1, 3
    short = '-'
    read (u, '(a)', advance='no', iostat=ios, size=sz) short
    print '(2i6,1x,3a)', ios, sz, '[', short, ']'
  end do
  close (u)

  open (newunit=u, file='lines.txt', status='replace')
  write (u, '(a)') repeat('l', 17)
  write (u, '(a)') 'abcde'
  write (u, '(a)') 'abcde'
  write (u, '(a)') 'abcdefghijklmnopq'
  write (u, '(a)') 'abcde'
  write (u, '(a)') 'ab'//achar(13)//'cdefghijklmnopq'
  rewind (u)
  read (u, '(a20)') short
  print '(3a)', '[', short, ']'
  read (u, '(a20)') short
  print '(3a)', '[', short, ']'
  read (u, '(a12)') short
  print '(3a)', '[', short, ']'
  read (u, '(a20)') wide
  print '(3a)', '[', wide, ']'
  read (u, '(a20)') wide
  print '(3a)', '[', wide, ']'
  read (u, '(a20)') short
  print '(3a)', '[', short, ']'
  close (u, status='delete')
  rec = 'abcdefghijklmnopq'
  read (rec, '(a20)') short
  print '(3a)', '[', short, ']'
  rec5 = 'abcde'
  read (rec5, '(a20)') short
  print '(3a)', '[', short, ']'
  read (rec5, '(2x,a20)') short
  print '(3a)', '[', short, ']'
end program read_a_records
