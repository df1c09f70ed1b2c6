! INQUIRE by file: a file connected to a unit is described through that
! unit (matched by device and inode, so another spelling of its name
! works); an unconnected file is described from the file system, and some
! specifiers (DELIM, ACTION, ROUND, SIGN, ASYNCHRONOUS, CONVERT, POS) are
! then left unchanged, as libgfortran does.  READWRITE= of an unconnected
! file reports the READ= test.  Trailing blanks of FILE= are ignored.
! RUN: %fdiff %s | %fcheck %s
program by_file
  implicit none
  open (10, file='conn.txt', status='replace', delim='apostrophe')
  open (11, file='other.txt', status='replace')
  close (11)
  call show('conn.txt')
  call show('./conn.txt   ')
  call show('other.txt')
  call show('missing.txt')
  call show('.')
  call show('/dev/null')
contains
  subroutine show(f)
    character(len=*), intent(in) :: f
    logical :: ex, op, nd
    integer :: num, ios
    integer(8) :: nrec, rl, ps, sz
    character(len=20) :: acc, seq, dir, stm, frm, fmt, unf, blk, pos, act
    character(len=20) :: rd, wr, rw, dlm, pd, dec, enc, rnd, sgn, asy, cnv
    character(len=20) :: nm
    nm = 'untouched'; act = 'untouched'; dlm = 'untouched'; rnd = 'untouched'
    sgn = 'untouched'; asy = 'untouched'; cnv = 'untouched'; ps = -7
    inquire (file=f, exist=ex, opened=op, number=num, named=nd, name=nm, &
             access=acc, sequential=seq, direct=dir, stream=stm, form=frm, &
             formatted=fmt, unformatted=unf, recl=rl, nextrec=nrec, &
             blank=blk, position=pos, action=act, read=rd, write=wr, &
             readwrite=rw, delim=dlm, pad=pd, decimal=dec, encoding=enc, &
             round=rnd, sign=sgn, asynchronous=asy, &
             convert=cnv, pos=ps, iostat=ios)
    print *, 'file [', f, '] ios', ios, 'exist', ex, 'opened', op, num
    print *, ' named ', nd, ' name [', trim(nm), ']'
    print *, ' ', trim(acc), ' ', trim(seq), ' ', trim(dir), ' ', trim(stm)
    print *, ' ', trim(frm), ' ', trim(fmt), ' ', trim(unf), ' recl', rl
    print *, ' nextrec', nrec, ' pos', ps
    print *, ' ', trim(blk), ' ', trim(pos), ' ', trim(act), ' ', trim(rd), &
             ' ', trim(wr), ' ', trim(rw)
    print *, ' ', trim(dlm), ' ', trim(pd), ' ', trim(dec), ' ', trim(enc), &
             ' ', trim(rnd), ' ', trim(sgn), ' ', trim(asy), ' ', trim(cnv)
    if (.not. op) then
      inquire (file=f, size=sz)
      if (f == '.') sz = 0  ! a directory's size depends on the file system
      print *, ' size', sz
    end if
  end subroutine show
end program by_file
! CHECK: file [conn.txt] ios           0 exist T opened T          10
! CHECK-NEXT:  named  T  name [conn.txt]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READWRITE YES YES YES
! CHECK-NEXT:  APOSTROPHE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT: file [./conn.txt   ] ios           0 exist T opened T          10
! CHECK-NEXT:  named  T  name [conn.txt]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READWRITE YES YES YES
! CHECK-NEXT:  APOSTROPHE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT: file [other.txt] ios           0 exist T opened F          -1
! CHECK-NEXT:  named  T  name [other.txt]
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN recl                   -1
! CHECK-NEXT:  nextrec                    0  pos                   -7
! CHECK-NEXT:  UNDEFINED UNDEFINED untouched YES YES YES
! CHECK-NEXT:  untouched UNDEFINED UNDEFINED UNDEFINED untouched untouched untouched untouched
! CHECK-NEXT:  size                    0
! CHECK-NEXT: file [missing.txt] ios           0 exist F opened F          -1
! CHECK-NEXT:  named  T  name [missing.txt]
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN recl                   -1
! CHECK-NEXT:  nextrec                    0  pos                   -7
! CHECK-NEXT:  UNDEFINED UNDEFINED untouched NO NO NO
! CHECK-NEXT:  untouched UNDEFINED UNDEFINED UNDEFINED untouched untouched untouched untouched
! CHECK-NEXT:  size                   -1
! CHECK-NEXT: file [.] ios           0 exist T opened F          -1
! CHECK-NEXT:  named  T  name [.]
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN recl                   -1
! CHECK-NEXT:  nextrec                    0  pos                   -7
! CHECK-NEXT:  UNDEFINED UNDEFINED untouched YES YES YES
! CHECK-NEXT:  untouched UNDEFINED UNDEFINED UNDEFINED untouched untouched untouched untouched
! CHECK-NEXT:  size                    0
! CHECK-NEXT: file [/dev/null] ios           0 exist T opened T           5
! CHECK-NEXT:  named  T  name [stdin]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READ YES NO NO
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
