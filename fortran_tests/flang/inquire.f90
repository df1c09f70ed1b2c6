! flang front door: INQUIRE by unit and by file, every common specifier,
! with flang's answers (POS= of any access, ENCODING=/ROUND=/SIGN= of the
! default modes, unconnected units and files, preconnected units without
! a name, NEWUNIT= numbers from -2), and INQUIRE(IOLENGTH=).
! RUN: %flangdiff %s | %fcheck %s
program inquire
  implicit none
  integer :: u, u2
  open (10, file='seq.txt', status='replace')
  write (10, '(a)') 'hello'
  call show_unit(10)
  open (11, file='dir.bin', access='direct', recl=8, form='unformatted', status='replace')
  write (11, rec=3) 1.0d0
  call show_unit(11)
  open (12, file='str.bin', access='stream', form='unformatted', status='replace', action='write')
  write (12) 1, 2, 3
  call show_unit(12)
  open (13, file='app.txt', position='append', action='read', status='replace', delim='quote')
  call show_unit(13)
  call show_standard(6)
  call show_standard(5)
  call show_unit(99)
  call show_file('seq.txt')
  call show_file('dir.bin')
  call show_file('none.txt')
  close (10)
  call show_file('seq.txt')
  open (newunit=u, file='nu.txt', status='replace', form='unformatted')
  open (newunit=u2, file='nu2.txt', status='replace')
  print '(a,2(1x,i0))', 'newunit', u, u2
  close (u2, status='delete')
  call show_unit(u)
  close (u, status='delete')
  call iolength
  close (11, status='delete')
  close (12, status='delete')
  close (13, status='delete')
contains
  subroutine show_standard(n)
    integer, intent(in) :: n
    character(40) :: nam, pos, act, enc
    logical :: op, nmd
    integer :: num, isize
    nam = '-'
    inquire (n, opened=op, named=nmd, number=num, name=nam, position=pos, &
             action=act, encoding=enc, size=isize)
    print '(a,i0,2l2,1x,i0,4(1x,a),1x,i0)', 'standard ', n, op, nmd, num, &
          trim(nam), trim(pos), trim(act), trim(enc), isize
  end subroutine
  subroutine iolength
    integer :: n, a(10)
    real(8) :: d
    character(7) :: c
    integer(2) :: k
    inquire (iolength=n) a, d, c
    print '(a,i0)', 'iolength ', n
    inquire (iolength=n) k
    print '(a,i0)', 'iolength ', n
  end subroutine
  subroutine show_unit(n)
    integer, intent(in) :: n
    character(40) :: acc, frm, nam, pos, act, rd, wr, rw, seq, dir, fmtd, unf, blank, delim, pad, strm, enc, asy, dec, rnd, sgn
    logical :: ex, op, nmd
    integer :: num, recl, nextrec, ipos, isize
    acc='-'; frm='-'; nam='-'; pos='-'; act='-'; rd='-'; wr='-'; rw='-'; seq='-'; dir='-'; fmtd='-'; unf='-'
    blank='-'; delim='-'; pad='-'; strm='-'; enc='-'; asy='-'; dec='-'; rnd='-'; sgn='-'
    num=-7; recl=-7; nextrec=-7; ipos=-7; isize=-7
    inquire (unit=n, exist=ex, opened=op, named=nmd, number=num, name=nam, access=acc, form=frm, &
             recl=recl, nextrec=nextrec, pos=ipos, size=isize, position=pos, action=act, read=rd, &
             write=wr, readwrite=rw, sequential=seq, direct=dir, formatted=fmtd, unformatted=unf, &
             blank=blank, delim=delim, pad=pad, stream=strm, encoding=enc, asynchronous=asy, &
             decimal=dec, round=rnd, sign=sgn)
    print '(a,i0,3l2,1x,i0,1x,a)', 'unit ', n, ex, op, nmd, num, trim(nam)
    print '(4(1x,i0))', recl, nextrec, ipos, isize
    print '(10(1x,a))', trim(acc), trim(frm), trim(pos), trim(act), trim(rd), trim(wr), trim(rw), trim(seq), trim(dir), trim(fmtd)
    print '(10(1x,a))', trim(unf), trim(blank), trim(delim), trim(pad), trim(strm), trim(enc), trim(asy), trim(dec), trim(rnd), trim(sgn)
  end subroutine
  subroutine show_file(f)
    character(*), intent(in) :: f
    character(40) :: acc, frm, nam, pos, act, rd, wr, rw, seq, dir, fmtd, unf
    logical :: ex, op, nmd
    integer :: num, recl, nextrec, ipos, isize
    acc='-'; frm='-'; nam='-'; pos='-'; act='-'; rd='-'; wr='-'; rw='-'; seq='-'; dir='-'; fmtd='-'; unf='-'
    num=-7; recl=-7; nextrec=-7; ipos=-7; isize=-7
    inquire (file=f, exist=ex, opened=op, named=nmd, number=num, name=nam, access=acc, form=frm, &
             recl=recl, nextrec=nextrec, pos=ipos, size=isize, position=pos, action=act, read=rd, &
             write=wr, readwrite=rw, sequential=seq, direct=dir, formatted=fmtd, unformatted=unf)
    print '(a,a,3l2,1x,i0,1x,a)', 'file ', f, ex, op, nmd, num, trim(nam)
    print '(4(1x,i0))', recl, nextrec, ipos, isize
    print '(10(1x,a))', trim(acc), trim(frm), trim(pos), trim(act), trim(rd), trim(wr), trim(rw), trim(seq), trim(dir), trim(fmtd)
    print '(1x,a)', trim(unf)
  end subroutine
end program inquire
! CHECK:unit 10 T T T 10 seq.txt
! CHECK-NEXT: 2147483647 0 7 6
! CHECK-NEXT: SEQUENTIAL FORMATTED APPEND READWRITE YES YES YES YES NO YES
! CHECK-NEXT: NO NULL NONE YES NO ASCII NO POINT NEAREST SUPPRESS
! CHECK-NEXT:unit 11 T T T 11 dir.bin
! CHECK-NEXT: 8 4 25 24
! CHECK-NEXT: DIRECT UNFORMATTED UNDEFINED READWRITE YES YES YES NO YES NO
! CHECK-NEXT: YES UNDEFINED UNDEFINED UNDEFINED NO UNDEFINED NO UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:unit 12 T T T 12 str.bin
! CHECK-NEXT: -2 0 13 12
! CHECK-NEXT: STREAM UNFORMATTED APPEND WRITE NO YES NO NO NO NO
! CHECK-NEXT: YES UNDEFINED UNDEFINED UNDEFINED YES UNDEFINED NO UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:unit 13 T T T 13 app.txt
! CHECK-NEXT: 2147483647 0 1 0
! CHECK-NEXT: SEQUENTIAL FORMATTED APPEND READ YES NO NO YES NO YES
! CHECK-NEXT: NO NULL QUOTE YES NO ASCII NO POINT NEAREST SUPPRESS
! CHECK-NEXT:standard 6 T F 6 - ASIS WRITE ASCII -1
! CHECK-NEXT:standard 5 T F 5 - ASIS READ ASCII -1
! CHECK-NEXT:unit 99 T F F 99 UNDEFINED
! CHECK-NEXT: -1 -1 -1 -1
! CHECK-NEXT: UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNKNOWN UNKNOWN UNKNOWN UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT: UNKNOWN UNDEFINED UNDEFINED UNDEFINED UNKNOWN UNKNOWN UNDEFINED UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:file seq.txt T T T 10 seq.txt
! CHECK-NEXT: 2147483647 0 7 6
! CHECK-NEXT: SEQUENTIAL FORMATTED APPEND READWRITE YES YES YES YES NO YES
! CHECK-NEXT: NO
! CHECK-NEXT:file dir.bin T T T 11 dir.bin
! CHECK-NEXT: 8 4 25 24
! CHECK-NEXT: DIRECT UNFORMATTED UNDEFINED READWRITE YES YES YES NO YES NO
! CHECK-NEXT: YES
! CHECK-NEXT:file none.txt F F T -1 none.txt
! CHECK-NEXT: -1 -1 -1 -1
! CHECK-NEXT: UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNKNOWN UNKNOWN UNKNOWN UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT: UNKNOWN
! CHECK-NEXT:file seq.txt T F T -1 seq.txt
! CHECK-NEXT: -1 -1 -1 6
! CHECK-NEXT: UNDEFINED UNDEFINED UNDEFINED UNDEFINED YES YES YES UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT: UNKNOWN
! CHECK-NEXT:newunit -2 -3
! CHECK-NEXT:unit -2 T T T -2 nu.txt
! CHECK-NEXT: 2147483647 0 1 0
! CHECK-NEXT: SEQUENTIAL UNFORMATTED ASIS READWRITE YES YES YES YES NO NO
! CHECK-NEXT: YES UNDEFINED UNDEFINED UNDEFINED NO UNDEFINED NO UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:iolength 55
! CHECK-NEXT:iolength 2
