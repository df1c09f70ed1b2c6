! flang front door: an A edit of CHARACTER(KIND=4) text takes the
! standard's w characters, as flang 19's runtime does: reading a UTF-8
! record, w below the item's length stores w characters and blanks, w
! above it keeps the last len of the field (the blanks that pad a short
! record among them); writing a kind-4 internal file, w below the length
! writes the leftmost w characters.  libgfortran reads max(w, len)
! characters and writes all of them (the gfortran front door keeps that).
! RUN: %flangdiff %s | %fcheck %s
program kind4_a_width
  implicit none
  character(kind=4, len=6) :: w1
  character(kind=4, len=8) :: w2
  character(kind=4, len=4) :: w3
  character(kind=4, len=12) :: buf
  integer :: jj
  w1 = char(int(z'7A'), kind=4) // char(int(z'20AC'), kind=4) // &
       char(int(z'7A'), kind=4) // char(int(z'2C'), kind=4) // &
       char(int(z'3B1'), kind=4) // char(int(z'4E2D'), kind=4)
  open (90, file='kind4_a_width.dat', status='replace', encoding='utf-8')
  write (90, '(a)') w1
  write (90, '(a)') w1
  write (90, '(a)') w1
  rewind (90)
  w2 = 4_'-'
  read (90, '(a2)') w2
  print '(a,*(1x,z0))', 'a2:', (ichar(w2(jj:jj), kind=4), jj = 1, len(w2))
  w2 = 4_'-'
  read (90, '(a10)') w2
  print '(a,*(1x,z0))', 'a10:', (ichar(w2(jj:jj), kind=4), jj = 1, len(w2))
  w2 = 4_'-'
  read (90, '(a8)') w2
  print '(a,*(1x,z0))', 'a8:', (ichar(w2(jj:jj), kind=4), jj = 1, len(w2))
  close (90, status='delete')
  w3 = char(int(z'100'), kind=4) // char(int(z'E9'), kind=4) // 4_"'" // &
       char(int(z'100'), kind=4)
  buf = 4_'-'
  write (buf, '(a3,1x,i0)') w3, 42
  print '(a,*(1x,z0))', 'w3:', (ichar(buf(jj:jj), kind=4), jj = 1, len(buf))
  buf = 4_'-'
  write (buf, '(a6,1x,i0)') w3, 42
  print '(a,*(1x,z0))', 'w6:', (ichar(buf(jj:jj), kind=4), jj = 1, len(buf))
end program
! CHECK:a2: 7A 20AC 20 20 20 20 20 20
! CHECK-NEXT:a10: 7A 2C 3B1 4E2D 20 20 20 20
! CHECK-NEXT:a8: 7A 20AC 7A 2C 3B1 4E2D 20 20
! CHECK-NEXT:w3: 100 E9 27 20 34 32 20 20 20 20 20 20
! CHECK-NEXT:w6: 20 20 100 E9 27 100 20 34 32 20 20 20
