! flang front door: CHARACTER(KIND=4) text written as flang 19 writes it:
! UTF-8 on every external unit, ENCODING='DEFAULT' ones too (libgfortran
! writes one byte a character there, '?' above 255), with A, Aw, list-
! directed and namelist output; into a default-kind internal file each
! character's low byte.  A file so written reads back as UTF-8, and a
! default unit reads its bytes one character each.
! RUN: %flangdiff %s | %fcheck %s
program kind4_text
  implicit none
  character(kind=4, len=3) :: w
  character(kind=4, len=3) :: v
  character(len=12) :: s
  character(len=40) :: line
  integer :: jj, ios
  namelist /g/ w
  w = char(int(z'1F600'), kind=4)//char(int(z'E9'), kind=4)//4_'a'
  write (*, '(a)') w
  write (*, '(a2,"|")') w
  write (*, '(a5,"|")') w
  print *, w, 'x'
  write (*, nml=g)
  write (*, *, delim='quote') w
  s = ''
  write (s, '(a)') w
  print '(*(1x,z2.2))', (ichar(s(jj:jj)), jj=1, 12)
  s = ''
  write (s, '(a2)') w
  print '(*(1x,z2.2))', (ichar(s(jj:jj)), jj=1, 12)
  s = ''
  write (s, *) w
  print '(*(1x,z2.2))', (ichar(s(jj:jj)), jj=1, 12)
  open (10, file='k4.txt', status='replace')
  write (10, '(a)') w
  write (10, '(a,1x,a)') w, 'ascii'
  write (10, *) w
  rewind (10)
  read (10, '(a)') line
  print '(a,*(1x,z2.2))', 'bytes:', (ichar(line(jj:jj)), jj=1, len_trim(line))
  read (10, '(a)') line
  print '(a,*(1x,z2.2))', 'bytes:', (ichar(line(jj:jj)), jj=1, len_trim(line))
  rewind (10)
  read (10, '(a)', iostat=ios) v
  print '(a,i0,*(1x,z0))', 'v:', ios, (ichar(v(jj:jj), kind=4), jj=1, 3)
  close (10)
  open (10, file='k4.txt', encoding='utf-8')
  v = 4_'???'
  read (10, '(a)') v
  print '(*(1x,z0))', (ichar(v(jj:jj), kind=4), jj=1, 3)
  close (10, status='delete')
end program kind4_text
! CHECK:😀éa
! CHECK-NEXT:😀é|
! CHECK-NEXT:  😀éa|
! CHECK-NEXT: 😀éax
! CHECK-NEXT: &G W= 😀éa/
! CHECK-NEXT: "😀éa"
! CHECK-NEXT: 00 E9 61 20 20 20 20 20 20 20 20 20
! CHECK-NEXT: 00 E9 20 20 20 20 20 20 20 20 20 20
! CHECK-NEXT: 20 00 E9 61 20 20 20 20 20 20 20 20
! CHECK-NEXT:bytes: F0 9F 98 80 C3 A9 61
! CHECK-NEXT:bytes: F0 9F 98 80 C3 A9 61 20 61 73 63 69 69
! CHECK-NEXT:v:0 F0 9F 98
! CHECK-NEXT: 1F600 E9 61
