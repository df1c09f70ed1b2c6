! INQUIRE(POS=) and POSITION= after formatted READs on sequential and
! direct units.  POS= is libgfortran's running count: formatted input adds
! what its data edits and forward X/T consume, plus the record end each
! time a field meets it (CR LF counts 2); list-directed and namelist
! input add nothing.  POSITION= becomes unspecified only where
! libgfortran ends the record itself (not after list-directed or
! non-advancing input or EOR); END, and the truncation of a first WRITE,
! make it APPEND (libgfortran sets it).
! RUN: %fdiff %s | %fcheck %s
program pos_after_read
  implicit none
  integer :: i, n, ios
  character(20) :: s, t
  real :: x
  namelist /g/ i
  open (10, file='f.txt', status='replace')
  write (10, '(a)') '1.5 2.5', 'abc', 'defgh', '&g i=3 /', 'bad', 'a,b'
  call show('write')
  rewind (10)
  read (10, *) x
  call show('list')
  read (10, '(a2)', advance='no') s
  call show('nonadvancing')
  read (10, '(a5)', advance='no', iostat=ios, size=n) s
  call show('eor')
  print '(a,2i4)', '  ios, size', ios, n
  rewind (10)
  read (10, '(//,a2,x,a1,tl2,a2,t1,a1,a,a,a)') s, s, s, s, s, s, s
  call show('tabs')
  rewind (10)
  read (10, '(//)')
  read (10, nml=g)
  call show('namelist')
  rewind (10)
  read (10, '(i3)', iostat=ios) i
  call show('bad value')
  rewind (10)
  read (10, '(5(/),i1,i1)', iostat=ios) i, n
  call show('comma')
  rewind (10)
  read (10, '(a)', iostat=ios, advance='no', pad='no') s
  call show('eor pad=no')
  rewind (10)
  read (10, '(a,/,a,/,a,/,a,/,a,/,a,/,a)', iostat=ios) s, s, s, s, s, s, s
  call show('end')
  rewind (10)
  write (10, '(a)', advance='no') 'ab'
  call show('write nonadvancing')
  close (10)
  open (10, file='f.txt', status='old')
  write (10, '(i3)', iostat=ios) 'ab'
  call show('failed write')
  close (10)
  open (11, file='c.txt', status='replace', access='stream', &
        form='unformatted')
  write (11) 'ab'//achar(13)//achar(10)//'cd'//achar(13)//'ef'//achar(10)//'gh'
  close (11)
  open (10, file='c.txt', status='old')
  read (10, '(a1,a1,a1,a1)') s, s, s, s
  call show('crlf')
  read (10, '(a5,a)') s, s
  call show('cr')
  read (10, '(a)') s
  read (10, '(a)') s
  call show('last record')
  close (10)
  open (10, file='d.txt', access='direct', recl=6, form='formatted', &
        status='replace')
  write (10, '(a)', rec=1) 'abcdef'
  write (10, '(a)', rec=2) 'ghijkl'
  call show('direct write')
  read (10, '(a2,2x,a1,/,a9)', rec=1) s, s, t
  call show('direct read')
  read (10, '(/,a2)', rec=2, iostat=ios) s
  call show('direct past')
  close (10)
contains
  subroutine show(what)
    character(*), intent(in) :: what
    integer :: p, nr
    character(20) :: pos
    inquire (10, pos=p, position=pos, nextrec=nr)
    print '(a,": ",i0,1x,a,1x,i0)', what, p, trim(pos), nr
  end subroutine show
end program pos_after_read
! CHECK:write: 29 APPEND 0
! CHECK-NEXT:list: 1 REWIND 0
! CHECK-NEXT:nonadvancing: 3 REWIND 0
! CHECK-NEXT:eor: 5 REWIND 0
! CHECK-NEXT:  ios, size  -2   1
! CHECK-NEXT:tabs: 15 APPEND 0
! CHECK-NEXT:namelist: 1 APPEND 0
! CHECK-NEXT:bad value: 4 APPEND 0
! CHECK-NEXT:comma: 2 APPEND 0
! CHECK-NEXT:eor pad=no: 22 REWIND 0
! CHECK-NEXT:end: 36 APPEND 0
! CHECK-NEXT:write nonadvancing: 3 APPEND 0
! CHECK-NEXT:failed write: 0 APPEND 0
! CHECK-NEXT:crlf: 6 APPEND 0
! CHECK-NEXT:cr: 10 APPEND 0
! CHECK-NEXT:last record: 15 APPEND 0
! CHECK-NEXT:direct write: 12 UNDEFINED 3
! CHECK-NEXT:direct read: 23 UNDEFINED 3
! CHECK-NEXT:direct past: 23 UNDEFINED 3
