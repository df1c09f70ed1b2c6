! SPDX-License-Identifier: MIT
! Oracle for list-directed values that end at the end of a file (test data, built by check_conv_in at test time).
!
! Usage: read_oracle_eof SCRATCH_FILE < cases
! Each case record is "<op><kind><namelist-free> <text>" in fixed columns:
!   1    op: i r l c (list-directed INTEGER REAL LOGICAL COMPLEX)
!   2-3  kind
!   4    P or C: DECIMAL='POINT' / 'COMMA'
!   5-10 length of the text
!   11-  the text
! For each case the text is written to SCRATCH_FILE with no newline at all
! (stream access), the file is read back with one list-directed READ of
! one item, and "<iostat> <hex>|<iomsg>" is printed, the item preset as in
! read_oracle.f90.
program read_oracle_eof
  implicit none
  character(len=4000) :: line, path
  character(len=300) :: msg
  character(len=8) :: dmode
  character :: op
  integer :: ios, kind, n, u
  integer(1) :: i1
  integer(2) :: i2
  integer(4) :: i4
  integer(8) :: i8
  integer(16) :: i16
  real(4) :: r4
  real(8) :: r8
  real(10) :: r10
  real(16) :: r16
  complex(4) :: c4
  complex(8) :: c8
  complex(10) :: c10
  complex(16) :: c16
  logical(1) :: l1
  logical(2) :: l2
  logical(4) :: l4
  logical(8) :: l8
  logical(16) :: l16
  integer(1) :: b1
  integer(2) :: b2
  integer(4) :: b4
  integer(8) :: b8
  integer(16) :: b16
  equivalence (l1, b1), (l2, b2), (l4, b4), (l8, b8), (l16, b16)

  call get_command_argument(1, path)
  do
    read(*, '(a)', iostat=ios) line
    if (ios /= 0) exit
    op = line(1:1)
    read(line(2:3), *) kind
    dmode = merge('COMMA', 'POINT', line(4:4) == 'C')
    read(line(5:10), *) n
    open(newunit=u, file=trim(path), access='stream', form='unformatted', status='replace')
    write(u) line(11:10 + n)
    close(u)
    i1 = int(z'5A', 1); i2 = int(z'5A5A', 2); i4 = int(z'5A5A5A5A', 4)
    i8 = int(z'5A5A5A5A5A5A5A5A', 8); i16 = int(z'5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A', 16)
    r4 = transfer(i4, r4); r8 = transfer(i8, r8); r10 = 0; r10 = transfer(i16, r10)
    r16 = transfer(i16, r16)
    c4 = cmplx(r4, r4, 4); c8 = cmplx(r8, r8, 8); c10 = cmplx(r10, r10, 10)
    c16 = cmplx(r16, r16, 16)
    b1 = int(z'55', 1); b2 = int(z'55', 2); b4 = int(z'55', 4); b8 = int(z'55', 8)
    b16 = int(z'55', 16)
    msg = ''
    open(newunit=u, file=trim(path), form='formatted', decimal=dmode)
    select case (op)
    case ('i')
      select case (kind)
      case (1); read(u, *, iostat=ios, iomsg=msg) i1
      case (2); read(u, *, iostat=ios, iomsg=msg) i2
      case (4); read(u, *, iostat=ios, iomsg=msg) i4
      case (8); read(u, *, iostat=ios, iomsg=msg) i8
      case (16); read(u, *, iostat=ios, iomsg=msg) i16
      end select
    case ('r')
      select case (kind)
      case (4); read(u, *, iostat=ios, iomsg=msg) r4
      case (8); read(u, *, iostat=ios, iomsg=msg) r8
      case (10); read(u, *, iostat=ios, iomsg=msg) r10
      case (16); read(u, *, iostat=ios, iomsg=msg) r16
      end select
    case ('c')
      select case (kind)
      case (4); read(u, *, iostat=ios, iomsg=msg) c4
      case (8); read(u, *, iostat=ios, iomsg=msg) c8
      case (10); read(u, *, iostat=ios, iomsg=msg) c10
      case (16); read(u, *, iostat=ios, iomsg=msg) c16
      end select
    case ('l')
      select case (kind)
      case (1); read(u, *, iostat=ios, iomsg=msg) l1
      case (2); read(u, *, iostat=ios, iomsg=msg) l2
      case (4); read(u, *, iostat=ios, iomsg=msg) l4
      case (8); read(u, *, iostat=ios, iomsg=msg) l8
      case (16); read(u, *, iostat=ios, iomsg=msg) l16
      end select
    end select
    close(u)
    if (ios == 0) msg = ''
    select case (op)
    case ('i')
      select case (kind)
      case (1); write(*, '(i0,1x,z2.2,2a)') ios, i1, '|', trim(msg)
      case (2); write(*, '(i0,1x,z4.4,2a)') ios, i2, '|', trim(msg)
      case (4); write(*, '(i0,1x,z8.8,2a)') ios, i4, '|', trim(msg)
      case (8); write(*, '(i0,1x,z16.16,2a)') ios, i8, '|', trim(msg)
      case (16); write(*, '(i0,1x,z32.32,2a)') ios, i16, '|', trim(msg)
      end select
    case ('r')
      select case (kind)
      case (4); write(*, '(i0,1x,z8.8,2a)') ios, r4, '|', trim(msg)
      case (8); write(*, '(i0,1x,z16.16,2a)') ios, r8, '|', trim(msg)
      case (10); write(*, '(i0,1x,z20.20,2a)') ios, r10, '|', trim(msg)
      case (16); write(*, '(i0,1x,z32.32,2a)') ios, r16, '|', trim(msg)
      end select
    case ('c')
      select case (kind)
      case (4); write(*, '(i0,1x,2z8.8,2a)') ios, c4, '|', trim(msg)
      case (8); write(*, '(i0,1x,2z16.16,2a)') ios, c8, '|', trim(msg)
      case (10); write(*, '(i0,1x,2z20.20,2a)') ios, c10, '|', trim(msg)
      case (16); write(*, '(i0,1x,2z32.32,2a)') ios, c16, '|', trim(msg)
      end select
    case ('l')
      select case (kind)
      case (1); write(*, '(i0,1x,z2.2,2a)') ios, b1, '|', trim(msg)
      case (2); write(*, '(i0,1x,z4.4,2a)') ios, b2, '|', trim(msg)
      case (4); write(*, '(i0,1x,z8.8,2a)') ios, b4, '|', trim(msg)
      case (8); write(*, '(i0,1x,z16.16,2a)') ios, b8, '|', trim(msg)
      case (16); write(*, '(i0,1x,z32.32,2a)') ios, b16, '|', trim(msg)
      end select
    end select
  end do
end program
