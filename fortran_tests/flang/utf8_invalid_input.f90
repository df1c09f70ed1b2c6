! flang front door: invalid UTF-8 on an ENCODING='UTF-8' unit, as flang
! 19's runtime reads it.  An A edit drops an invalid sequence silently
! (the bytes its lead announces taken unchecked, the sequence counting as
! one of the field's characters; a lead no sequence starts with is one
! byte, or none while the field's leading characters are skipped), IOSTAT
! 0.  List-directed and namelist input fail with IOSTAT 1028 "UTF-8
! decoding error" and read the lead byte alone as a character,
! sign-extended (0xFFFFFFC3 in a kind-4 variable, its low byte in a
! kind-1 one), a list-directed CHARACTER item still taking its value;
! the items after it keep theirs.  The rest of a record a READ skips is
! not decoded.
! RUN: %flangdiff %s | %fcheck %s
program utf8_invalid_input
  implicit none
  character(kind=4, len=4) :: w4, v4
  character(len=4) :: w1, v1
  character(kind=4, len=3) :: n4
  integer :: ios, i, j
  character(80) :: msg
  namelist /g/ n4
  open (10, file='bad.txt', access='stream', form='unformatted', &
        status='replace')
  write (10) 'a', char(255), 'b c', achar(10)
  write (10) 'x', char(195), 'y z', achar(10)
  write (10) char(226), char(130), 'z', achar(10)
  write (10) 'p', char(128), 'q', char(226), char(130), char(172), achar(10)
  write (10) char(255), char(255), 'abcdef', achar(10)
  write (10) '&g n4="u', char(200), 'v" /', achar(10)
  close (10)
  open (10, file='bad.txt', encoding='utf-8', status='old')
  do i = 1, 4
    w4 = 4_'-'
    read (10, '(a)', iostat=ios, iomsg=msg) w4
    print '(i5,1x,4z9)', ios, (ichar(w4(j:j)), j=1,4)
  end do
  read (10, '(a6)', iostat=ios, iomsg=msg) w4
  print '(i5,1x,4z9)', ios, (ichar(w4(j:j)), j=1,4)
  rewind (10)
  do i = 1, 4
    w1 = '-'
    read (10, '(a3)', iostat=ios, iomsg=msg) w1
    print '(i5,1x,4z3)', ios, (ichar(w1(j:j)), j=1,4)
  end do
  rewind (10)
  do i = 1, 2
    w4 = 4_'-'
    v4 = 4_'-'
    msg = ''
    read (10, *, iostat=ios, iomsg=msg) w4, v4
    print '(i5,1x,8z9,1x,a)', ios, (ichar(w4(j:j)), j=1,4), &
          (ichar(v4(j:j)), j=1,4), trim(msg)
  end do
  rewind (10)
  do i = 1, 2
    w1 = '-'
    v1 = '-'
    msg = ''
    read (10, *, iostat=ios, iomsg=msg) w1, v1
    print '(i5,1x,8z3,1x,a)', ios, (ichar(w1(j:j)), j=1,4), &
          (ichar(v1(j:j)), j=1,4), trim(msg)
  end do
  do i = 1, 3
    read (10, *)
  end do
  n4 = 4_'-'
  msg = ''
  read (10, nml=g, iostat=ios, iomsg=msg)
  ! (flang also stores n4 = 'u', char(int(z'FFFFFFC8')), 'v'; ftnio leaves
  ! it: the namelist value stays a known difference)
  print '(i5,1x,a)', ios, trim(msg)
  close (10, status='delete')
end program utf8_invalid_input
! CHECK:    0        61       62       20       20
! CHECK-NEXT:    0        78       20       7A       20
! CHECK-NEXT:    0        20       20       20       20
! CHECK-NEXT:    0        70       71     20AC       20
! CHECK-NEXT:    0        61       62       20       20
! CHECK-NEXT:    0  61 62 20 20
! CHECK-NEXT:    0  78 20 20 20
! CHECK-NEXT:    0  20 20 20 20
! CHECK-NEXT:    0  70 71 20 20
! CHECK-NEXT: 1028        61 FFFFFFFF       62       20       2D       20       20       20 UTF-8 decoding error
! CHECK-NEXT: 1028        78 FFFFFFC3       79       20       2D       20       20       20 UTF-8 decoding error
! CHECK-NEXT: 1028  61 FF 62 20 2D 20 20 20 UTF-8 decoding error
! CHECK-NEXT: 1028  78 C3 79 20 2D 20 20 20 UTF-8 decoding error
! CHECK-NEXT: 1028 UTF-8 decoding error
