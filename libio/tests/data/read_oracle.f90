! SPDX-License-Identifier: MIT
! Differential oracle for libio/conv input conversion (test data, built by check_conv_in at test time).
!
! Reads cases from standard input, one per record, and for each one
! performs the READ it describes with gfortran's own library, printing
!   "<iostat> <hex1> <hex2>|<iomsg>"
! where hex1/hex2 are the storage (Z editing, 2*kind digits; 20 for
! REAL(10)) of the two items after the READ (both preset to 0x5A bytes,
! logicals to the integer 0x55, so an untouched item shows) and iomsg is
! empty when iostat is 0.
!
! A case record (fixed columns):
!   1      op: I integer field (Iw), B O Z radix into INTEGER, X radix into
!          REAL (radix letter in cols 14-15), R real field (descriptor in
!          cols 14-15: F E D G EN ES), L logical field (Lw),
!          i r l c: list-directed INTEGER REAL LOGICAL COMPLEX
!   2-3    kind
!   4      N or Z: BN or BZ
!   5      P or C: DP or DC (DECIMAL='POINT'/'COMMA' for list input)
!   6      rounding: blank (none), U D Z N C P
!   7-9    scale factor k (kP), formatted only
!   10-13  d (Fw.d etc.)
!   14-15  descriptor (R, X)
!   16-21  w: the length of the text
!   22-    the text
! Formatted cases read ONE item from an internal unit holding the text
! and one blank after it, followed in memory by an 'x' (so that nothing
! undefined follows the field: L editing reads past it over blanks),
! with the format "(BN|BZ,DP|DC,[Rx,]kP,<desc>w[.d])".  List cases read
! TWO items from the text, a blank and a sentinel value ("7", ".F.",
! "(7,7)" / "(7;7)").  The second item shows the repeat count.
program read_oracle
  implicit none
  character(len=24100) :: line
  character(len=24200) :: buf
  character(len=80) :: fmt
  character(len=300) :: msg
  character(len=20) :: rmode, dmode
  character :: op, blank, dec, rnd
  character(len=2) :: desc
  integer :: ios, w, kind, scale, d, n
  integer(1) :: i1(2)
  integer(2) :: i2(2)
  integer(4) :: i4(2)
  integer(8) :: i8(2)
  integer(16) :: i16(2)
  real(4) :: r4(2)
  real(8) :: r8(2)
  real(10) :: r10(2)
  real(16) :: r16(2)
  complex(4) :: c4(2)
  complex(8) :: c8(2)
  complex(10) :: c10(2)
  complex(16) :: c16(2)
  logical(1) :: l1(2)
  logical(2) :: l2(2)
  logical(4) :: l4(2)
  logical(8) :: l8(2)
  logical(16) :: l16(2)
  ! The logicals' storage as integers, for a preset that is neither
  ! .true. nor .false. (an assignment would normalise it).
  integer(1) :: b1(2)
  integer(2) :: b2(2)
  integer(4) :: b4(2)
  integer(8) :: b8(2)
  integer(16) :: b16(2)
  equivalence (l1, b1), (l2, b2), (l4, b4), (l8, b8), (l16, b16)

  do
    read(*, '(a)', iostat=ios) line
    if (ios /= 0) exit
    op = line(1:1)
    kind = num(line(2:3))
    blank = line(4:4)
    dec = line(5:5)
    rnd = line(6:6)
    scale = num(line(7:9))
    d = num(line(10:13))
    desc = line(14:15)
    w = num(line(16:21))
    msg = ''
    call preset()
    select case (op)
    case ('I', 'B', 'O', 'Z', 'X', 'R', 'L')
      call build_format()
      ! A blank and an 'x' follow the field: libgfortran's L editing reads
      ! on past the field while it sees blanks.
      buf(1:w + 2) = line(22:21 + w) // ' x'
      call formatted_read(buf(1:w + 1))
    case default
      select case (rnd)
      case ('U'); rmode = 'UP'
      case ('D'); rmode = 'DOWN'
      case ('Z'); rmode = 'ZERO'
      case ('N'); rmode = 'NEAREST'
      case ('C'); rmode = 'COMPATIBLE'
      case default; rmode = 'PROCESSOR_DEFINED'
      end select
      dmode = merge('COMMA', 'POINT', dec == 'C')
      select case (op)
      case ('c')
        if (dec == 'C') then
          buf = line(22:21 + w) // ' (7;7)'
        else
          buf = line(22:21 + w) // ' (7,7)'
        end if
        n = w + 6
      case ('l')
        buf = line(22:21 + w) // ' .F.'
        n = w + 4
      case default
        buf = line(22:21 + w) // ' 7'
        n = w + 2
      end select
      call list_read(buf(1:n))
    end select
    call report()
  end do

contains

  integer function num(s)
    character(len=*), intent(in) :: s
    integer :: i, sgn
    num = 0
    sgn = 1
    do i = 1, len(s)
      if (s(i:i) == '-') sgn = -1
      if (s(i:i) >= '0' .and. s(i:i) <= '9') num = num * 10 + (ichar(s(i:i)) - 48)
    end do
    num = num * sgn
  end function

  ! Every item starts as a recognisable bit pattern (0x5A... / 0x55 for
  ! logicals), so untouched items are visible.
  subroutine preset()
    i1 = int(z'5A', 1)
    i2 = int(z'5A5A', 2)
    i4 = int(z'5A5A5A5A', 4)
    i8 = int(z'5A5A5A5A5A5A5A5A', 8)
    i16 = int(z'5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A', 16)
    r4 = transfer(i4(1), r4(1))
    r8 = transfer(i8(1), r8(1))
    r10 = 0
    r10 = transfer(i16(1), r10(1))
    r16 = transfer(i16(1), r16(1))
    c4 = cmplx(r4(1), r4(1), 4)
    c8 = cmplx(r8(1), r8(1), 8)
    c10 = cmplx(r10(1), r10(1), 10)
    c16 = cmplx(r16(1), r16(1), 16)
    b1 = int(z'55', 1)
    b2 = int(z'55', 2)
    b4 = int(z'55', 4)
    b8 = int(z'55', 8)
    b16 = int(z'55', 16)
  end subroutine

  subroutine build_format()
    character(len=16) :: modes
    modes = 'B' // blank // ',D' // dec // ','
    if (rnd /= ' ') modes = trim(modes) // 'R' // rnd // ','
    select case (op)
    case ('I')
      write(fmt, '(a,i0,"P,I",i0,")")') '(' // trim(modes), scale, w
    case ('B', 'O', 'Z')
      write(fmt, '(a,a,i0,")")') '(' // trim(modes), op, w
    case ('X')
      write(fmt, '(a,a,i0,")")') '(' // trim(modes), trim(desc), w
    case ('L')
      write(fmt, '(a,"L",i0,")")') '(' // trim(modes), w
    case default
      write(fmt, '(a,i0,"P,",a,i0,".",i0,")")') '(' // trim(modes), scale, trim(desc), w, d
    end select
  end subroutine

  subroutine formatted_read(s)
    character(len=*), intent(in) :: s
    select case (op)
    case ('I', 'B', 'O', 'Z')
      select case (kind)
      case (1); read(s, fmt, iostat=ios, iomsg=msg) i1(1)
      case (2); read(s, fmt, iostat=ios, iomsg=msg) i2(1)
      case (4); read(s, fmt, iostat=ios, iomsg=msg) i4(1)
      case (8); read(s, fmt, iostat=ios, iomsg=msg) i8(1)
      case (16); read(s, fmt, iostat=ios, iomsg=msg) i16(1)
      end select
    case ('R', 'X')
      select case (kind)
      case (4); read(s, fmt, iostat=ios, iomsg=msg) r4(1)
      case (8); read(s, fmt, iostat=ios, iomsg=msg) r8(1)
      case (10); read(s, fmt, iostat=ios, iomsg=msg) r10(1)
      case (16); read(s, fmt, iostat=ios, iomsg=msg) r16(1)
      end select
    case ('L')
      select case (kind)
      case (1); read(s, fmt, iostat=ios, iomsg=msg) l1(1)
      case (2); read(s, fmt, iostat=ios, iomsg=msg) l2(1)
      case (4); read(s, fmt, iostat=ios, iomsg=msg) l4(1)
      case (8); read(s, fmt, iostat=ios, iomsg=msg) l8(1)
      case (16); read(s, fmt, iostat=ios, iomsg=msg) l16(1)
      end select
    end select
  end subroutine

  subroutine list_read(s)
    character(len=*), intent(in) :: s
    select case (op)
    case ('i')
      select case (kind)
      case (1); read(s, *, iostat=ios, iomsg=msg) i1
      case (2); read(s, *, iostat=ios, iomsg=msg) i2
      case (4); read(s, *, iostat=ios, iomsg=msg) i4
      case (8); read(s, *, iostat=ios, iomsg=msg) i8
      case (16); read(s, *, iostat=ios, iomsg=msg) i16
      end select
    case ('r')
      select case (kind)
      case (4); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) r4
      case (8); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) r8
      case (10); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) r10
      case (16); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) r16
      end select
    case ('c')
      select case (kind)
      case (4); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) c4
      case (8); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) c8
      case (10); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) c10
      case (16); read(s, *, decimal=dmode, round=rmode, iostat=ios, iomsg=msg) c16
      end select
    case ('l')
      select case (kind)
      case (1); read(s, *, iostat=ios, iomsg=msg) l1
      case (2); read(s, *, iostat=ios, iomsg=msg) l2
      case (4); read(s, *, iostat=ios, iomsg=msg) l4
      case (8); read(s, *, iostat=ios, iomsg=msg) l8
      case (16); read(s, *, iostat=ios, iomsg=msg) l16
      end select
    end select
  end subroutine

  subroutine report()
    character(len=*), parameter :: f2 = '(i0,1x,z2.2,1x,z2.2,2a)', f4 = '(i0,1x,z4.4,1x,z4.4,2a)', &
         f8 = '(i0,1x,z8.8,1x,z8.8,2a)', f16 = '(i0,1x,z16.16,1x,z16.16,2a)', &
         f20 = '(i0,1x,z20.20,1x,z20.20,2a)', f32 = '(i0,1x,z32.32,1x,z32.32,2a)', &
         c8f = '(i0,1x,2z8.8,1x,2z8.8,2a)', c16f = '(i0,1x,2z16.16,1x,2z16.16,2a)', &
         c20f = '(i0,1x,2z20.20,1x,2z20.20,2a)', c32f = '(i0,1x,2z32.32,1x,2z32.32,2a)'
    character(len=301) :: m
    m = '|'
    if (ios /= 0) m = '|' // msg
    select case (op)
    case ('I', 'B', 'O', 'Z', 'i')
      select case (kind)
      case (1); write(*, f2) ios, i1, trim(m)
      case (2); write(*, f4) ios, i2, trim(m)
      case (4); write(*, f8) ios, i4, trim(m)
      case (8); write(*, f16) ios, i8, trim(m)
      case (16); write(*, f32) ios, i16, trim(m)
      end select
    case ('R', 'X', 'r')
      select case (kind)
      case (4); write(*, f8) ios, r4, trim(m)
      case (8); write(*, f16) ios, r8, trim(m)
      case (10); write(*, f20) ios, r10, trim(m)
      case (16); write(*, f32) ios, r16, trim(m)
      end select
    case ('c')
      select case (kind)
      case (4); write(*, c8f) ios, c4, trim(m)
      case (8); write(*, c16f) ios, c8, trim(m)
      case (10); write(*, c20f) ios, c10, trim(m)
      case (16); write(*, c32f) ios, c16, trim(m)
      end select
    case ('L', 'l')
      select case (kind)
      case (1); write(*, f2) ios, b1, trim(m)
      case (2); write(*, f4) ios, b2, trim(m)
      case (4); write(*, f8) ios, b4, trim(m)
      case (8); write(*, f16) ios, b8, trim(m)
      case (16); write(*, f32) ios, b16, trim(m)
      end select
    end select
  end subroutine
end program
