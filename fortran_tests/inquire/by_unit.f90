! INQUIRE by unit: every specifier for the preconnected units, files opened
! with each access and form, a scratch file, an unconnected unit and an
! out-of-range INTEGER(8) unit (passed as -3).  Unconnected units leave
! NAME= unchanged; CHARACTER results are blank padded (printed between
! brackets); a too short variable receives a truncated value.  (POSITION=
! of a unit written to and PENDING= of an unconnected unit are left to
! other tests: the first needs the transfer layer's bookkeeping, the second
! crashes libgfortran.)
! RUN: %fdiff %s | %fcheck %s
program by_unit
  implicit none
  integer :: u
  integer(8) :: big
  open (10, file='seq.txt', status='replace')
  open (11, file='unf.bin', form='unformatted', status='replace')
  open (12, file='dir.bin', access='direct', recl=16, status='replace')
  open (13, file='str.bin', access='stream', status='replace')
  open (14, file='fmtdir.txt', access='direct', form='formatted', recl=8, &
        status='replace', blank='zero', pad='no', delim='quote', &
        decimal='comma', sign='plus', round='up', action='write')
  open (newunit=u, status='scratch', action='read')
  call show(5)
  call show(6)
  call show(0)
  call show(10)
  call show(11)
  call show(12)
  call show(13)
  call show(14)
  call show(u)
  call show(77)
  call show(-3)
  big = 2_8**40
  call show_big(big)
  call short_variables(10)
contains
  subroutine show(n)
    integer, intent(in) :: n
    logical :: ex, op, nd, pend
    integer :: num, ios
    integer(8) :: nrec, rl, ps, sz
    character(len=20) :: acc, seq, dir, stm, frm, fmt, unf, blk, pos, act
    character(len=20) :: rd, wr, rw, dlm, pd, dec, enc, rnd, sgn, asy, cnv
    character(len=20) :: nm
    nm = 'untouched'
    inquire (unit=n, exist=ex, opened=op, number=num, named=nd, name=nm, &
             access=acc, sequential=seq, direct=dir, stream=stm, form=frm, &
             formatted=fmt, unformatted=unf, recl=rl, nextrec=nrec, &
             blank=blk, position=pos, action=act, read=rd, write=wr, &
             readwrite=rw, delim=dlm, pad=pd, decimal=dec, encoding=enc, &
             round=rnd, sign=sgn, asynchronous=asy, &
             size=sz, convert=cnv, pos=ps, iostat=ios)
    pend = .true.
    if (op) inquire (unit=n, pending=pend)
    if (n == 6 .or. n == 0) pos = '-'
    if (n == 6 .or. n == 0) ps = -9

    print *, 'unit', n, 'ios', ios, 'exist', ex, 'opened', op, 'number', num
    print *, ' named ', nd, ' name [', trim(nm), ']'
    print *, ' ', trim(acc), ' ', trim(seq), ' ', trim(dir), ' ', trim(stm)
    print *, ' ', trim(frm), ' ', trim(fmt), ' ', trim(unf), ' recl', rl
    print *, ' nextrec', nrec, ' size', sz, ' pos', ps
    print *, ' ', trim(blk), ' ', trim(pos), ' ', trim(act), ' ', trim(rd), &
             ' ', trim(wr), ' ', trim(rw)
    print *, ' ', trim(dlm), ' ', trim(pd), ' ', trim(dec), ' ', trim(enc), &
             ' ', trim(rnd), ' ', trim(sgn), ' ', trim(asy), ' ', trim(cnv)
    print *, ' pending', pend
  end subroutine show
  subroutine show_big(n)
    integer(8), intent(in) :: n
    logical :: ex, op
    integer :: num
    inquire (unit=n, exist=ex, opened=op, number=num)
    print *, 'big unit exist', ex, 'opened', op, 'number', num
  end subroutine show_big
  subroutine short_variables(n)
    integer, intent(in) :: n
    character(len=3) :: acc, nm
    integer :: rl4
    inquire (unit=n, access=acc, name=nm, recl=rl4)
    print *, '[', acc, '] [', nm, ']', rl4
  end subroutine short_variables
end program by_unit
! CHECK: unit           5 ios           0 exist T opened T number           5
! CHECK-NEXT:  named  T  name [stdin]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READ YES NO NO
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit           6 ios           0 exist T opened T number           6
! CHECK-NEXT:  named  T  name [stdout]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                   -9
! CHECK-NEXT:  NULL - WRITE NO YES NO
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit           0 ios           0 exist T opened T number           0
! CHECK-NEXT:  named  T  name [stderr]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                   -9
! CHECK-NEXT:  NULL - WRITE NO YES NO
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          10 ios           0 exist T opened T number          10
! CHECK-NEXT:  named  T  name [seq.txt]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READWRITE YES YES YES
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          11 ios           0 exist T opened T number          11
! CHECK-NEXT:  named  T  name [unf.bin]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  UNFORMATTED NO YES recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                    0
! CHECK-NEXT:  UNDEFINED ASIS READWRITE YES YES YES
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED UNDEFINED PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          12 ios           0 exist T opened T number          12
! CHECK-NEXT:  named  T  name [dir.bin]
! CHECK-NEXT:  DIRECT NO YES NO
! CHECK-NEXT:  UNFORMATTED NO YES recl                   16
! CHECK-NEXT:  nextrec                    1  size                    0  pos                    0
! CHECK-NEXT:  UNDEFINED UNDEFINED READWRITE YES YES YES
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED UNDEFINED PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          13 ios           0 exist T opened T number          13
! CHECK-NEXT:  named  T  name [str.bin]
! CHECK-NEXT:  STREAM NO NO YES
! CHECK-NEXT:  UNFORMATTED NO YES recl                   -2
! CHECK-NEXT:  nextrec                    0  size                    0  pos                    1
! CHECK-NEXT:  UNDEFINED ASIS READWRITE YES YES YES
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED UNDEFINED PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          14 ios           0 exist T opened T number          14
! CHECK-NEXT:  named  T  name [fmtdir.txt]
! CHECK-NEXT:  DIRECT NO YES NO
! CHECK-NEXT:  FORMATTED YES NO recl                    8
! CHECK-NEXT:  nextrec                    1  size                    0  pos                    0
! CHECK-NEXT:  ZERO UNDEFINED WRITE NO YES NO
! CHECK-NEXT:  QUOTE NO COMMA UNKNOWN UP PLUS NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit         -10 ios           0 exist T opened T number         -10
! CHECK-NEXT:  named  F  name [untouched]
! CHECK-NEXT:  SEQUENTIAL YES NO NO
! CHECK-NEXT:  FORMATTED YES NO recl  9223372034707292159
! CHECK-NEXT:  nextrec                    0  size                    0  pos                    0
! CHECK-NEXT:  NULL ASIS READ YES NO NO
! CHECK-NEXT:  NONE YES POINT UNKNOWN PROCESSOR_DEFINED PROCESSOR_DEFINED NO LITTLE_ENDIAN
! CHECK-NEXT:  pending F
! CHECK-NEXT: unit          77 ios           0 exist T opened F number          -1
! CHECK-NEXT:  named  F  name [untouched]
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN recl                   -1
! CHECK-NEXT:  nextrec                    0  size                   -1  pos                    0
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED NO NO NO
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:  pending T
! CHECK-NEXT: unit          -3 ios           0 exist F opened F number          -1
! CHECK-NEXT:  named  F  name [untouched]
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN UNKNOWN
! CHECK-NEXT:  UNDEFINED UNKNOWN UNKNOWN recl                   -1
! CHECK-NEXT:  nextrec                    0  size                   -1  pos                    0
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED NO NO NO
! CHECK-NEXT:  UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED UNDEFINED
! CHECK-NEXT:  pending T
! CHECK-NEXT: big unit exist F opened F number          -1
! CHECK-NEXT: [SEQ] [seq]  2147483647
