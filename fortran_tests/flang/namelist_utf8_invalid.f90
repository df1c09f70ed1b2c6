! flang front door: namelist input of CHARACTER values on a UTF-8 unit
! into a default-kind object stores each character's low byte, and a
! value with an invalid UTF-8 byte is stored (the byte as it is) before
! flang's IOSTAT 1028, the object's later values too (an array), as
! flang 19 does; ftnio stored four bytes a character, as libgfortran
! does, and stopped after the failed value.
! RUN: %flangdiff %s | %fcheck %s
program namelist_utf8_invalid
  implicit none
  integer :: ios, i, k
  character(80) :: msg
  character(6) :: c
  character(6) :: d(2)
  namelist /g/ c, i
  namelist /h/ d
  open (40, file='u.dat', status='replace', access='stream', form='unformatted')
  write (40) '&g c=''a'//achar(255)//'b'', i=5 /'//achar(10)
  write (40) '&g c=a'//achar(255)//'b i=6 /'//achar(10)
  write (40) '&h d=''x'//achar(200)//''' ''yy'' /'//achar(10)
  write (40) '&g c=''a'//achar(195)//achar(169)//'z'', i=7 /'//achar(10)
  close (40)
  open (40, file='u.dat', status='old', encoding='utf-8')
  do k = 1, 2
    c = '#'
    i = -1
    msg = ''
    read (40, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,i0,6(1x,i0))', ios, trim(msg), i, iachar([(c(k:k), k=1,6)])
  end do
  d = '#'
  msg = ''
  read (40, nml=h, iostat=ios, iomsg=msg)
  print '(i0,1x,a,12(1x,i0))', ios, trim(msg), iachar([(d(1)(k:k), k=1,6)]), &
      iachar([(d(2)(k:k), k=1,6)])
  c = '#'
  i = -1
  msg = ''
  read (40, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a,1x,i0,6(1x,i0))', ios, trim(msg), i, iachar([(c(k:k), k=1,6)])
  close (40, status='delete')
end program
! CHECK:1028 UTF-8 decoding error -1 97 255 98 32 32 32
! CHECK-NEXT:1028 UTF-8 decoding error -1 97 255 98 32 32 32
! CHECK-NEXT:1028 UTF-8 decoding error 120 200 32 32 32 32 121 121 32 32 32 32
! CHECK-NEXT:0  7 97 233 122 32 32 32
