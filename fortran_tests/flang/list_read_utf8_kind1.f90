! flang front door: a list-directed READ of CHARACTER (kind 1) items on
! an ENCODING='UTF-8' unit stores each character's low byte, as flang 19
! does ('é' is 233, the euro sign 172), and an undelimited value ends at
! the item's length in characters.  ftnio stored libgfortran's four bytes
! a character ("Tru" came out "T" and NULs) and counted the bytes against
! the length.  Progen --flang --variants seed 7620 (DEFAULT_UTF8=1).
! RUN: %flangdiff %s | %fcheck %s
program list_read_utf8_kind1
  implicit none
  integer :: ios, i
  character(100) :: msg
  character(12) :: c(2)
  character(6) :: d(2)
  msg = ''
  open (41, file='lru.dat', encoding='utf-8', status='replace')
  write (41, '(a)') 'Tru 0, ''*cb/cZaZ'' "xy" '
  rewind (41)
  c = '-'
  read (41, *, iostat=ios, iomsg=msg) c
  print '(i0,1x,a,5a)', ios, trim(msg), ' [', c(1), '] [', c(2), ']'
  rewind (41)
  read (41, *, iostat=ios, iomsg=msg) c(1), c(1), c(2)
  print '(i0,1x,a,5a)', ios, trim(msg), ' [', c(1), '] [', c(2), ']'
  close (41, status='delete')
  open (42, file='lru2.dat', access='stream', form='unformatted', &
        status='replace')
  write (42) 'caf'//achar(195)//achar(169)//' ''x'//achar(226)// &
    achar(130)//achar(172)//'y'' abcdefgh'//achar(10)
  close (42)
  open (42, file='lru2.dat', encoding='utf-8')
  d = '-'
  read (42, *, iostat=ios, iomsg=msg) d
  print '(i0,1x,a,12(1x,i0))', ios, trim(msg), &
    (ichar(d(1)(i:i)), i=1,6), (ichar(d(2)(i:i)), i=1,6)
  rewind (42)
  read (42, *, iostat=ios, iomsg=msg) d(1), d(1), d(2)
  print '(i0,1x,a,6(1x,i0))', ios, trim(msg), (ichar(d(2)(i:i)), i=1,6)
  close (42, status='delete')
end program
! CHECK:0  [Tru         ] [0           ]
! CHECK-NEXT:0  [0           ] [*cb/cZaZ    ]
! CHECK-NEXT:0  99 97 102 233 32 32 120 172 121 32 32 32
! CHECK-NEXT:0  97 98 99 100 101 102
