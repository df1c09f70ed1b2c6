! Namelist WRITE and READ of CHARACTER(KIND=4) objects on ENCODING='UTF-8'
! units: values are UTF-8 encoded on output (delimiter doubled, repeat
! counts for equal elements, DELIM= of the OPEN) and decoded on input
! (scalars, arrays, substrings, derived-type components, repeat counts,
! truncation and padding).  gfortran.dg/namelist_utf8.f90.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --show-file=nml.txt %s | %fcheck --check-prefix=FILE %s
! CHECK:&G
! CHECK-NEXT: S="a你好b  ",
! CHECK-NEXT: ARR= 2*"x€y   ","😀""q   ",
! CHECK-NEXT: Q="o'k ",
! CHECK-NEXT: P%TAG="€€ ",
! CHECK-NEXT: P%N=7          ,
! CHECK-NEXT: /
! CHECK-NEXT:&G
! CHECK-NEXT: S="a你好b  ",
! CHECK-NEXT: ARR= 2*"x€y   ","😀""q   ",
! CHECK-NEXT: Q="o'k ",
! CHECK-NEXT: P%TAG="€€ ",
! CHECK-NEXT: P%N=7          ,
! CHECK-NEXT: /
! CHECK-NEXT:           0 
! CHECK-NEXT:&G
! CHECK-NEXT: S="1€€456",
! CHECK-NEXT: ARR= 2*"😀z    ","你'x好  ",
! CHECK-NEXT: Q="你好你好",
! CHECK-NEXT: P%TAG="好  ",
! CHECK-NEXT: P%N=3          ,
! CHECK-NEXT: /
! CHECK-NEXT:           0 
! CHECK-NEXT:&G
! CHECK-NEXT: S="你     ",
! CHECK-NEXT: ARR= 2*"😀z    ","你'x好  ",
! CHECK-NEXT: Q="你好€ ",
! CHECK-NEXT: P%TAG="好  ",
! CHECK-NEXT: P%N=3          ,
! CHECK-NEXT: /
! CHECK-NEXT:        5010 Cannot match namelist object name c
! CHECK-NEXT:&G
! CHECK-NEXT: S="你     ",
! CHECK-NEXT: ARR= 2*"ab    ","你'x好  ",
! CHECK-NEXT: Q="你好€ ",
! CHECK-NEXT: P%TAG="好  ",
! CHECK-NEXT: P%N=3          ,
! CHECK-NEXT: /
! CHECK-NEXT:        5010 Invalid UTF-8 encoding
! CHECK-NEXT:&G
! CHECK-NEXT: S="你     ",
! CHECK-NEXT: ARR= 2*"ab    ","你'x好  ",
! CHECK-NEXT: Q="你好€ ",
! CHECK-NEXT: P%TAG="好  ",
! CHECK-NEXT: P%N=3          ,
! CHECK-NEXT: /
! CHECK-NEXT:        5010 Cannot match namelist object name a`
! CHECK-NEXT:&G
! CHECK-NEXT: S="你     ",
! CHECK-NEXT: ARR= 2*"ab    ","你'x好  ",
! CHECK-NEXT: Q="你好€ ",
! CHECK-NEXT: P%TAG="好  ",
! CHECK-NEXT: P%N=3          ,
! CHECK-NEXT: /
! FILE:&G
! FILE-NEXT: S='a你好b  ',
! FILE-NEXT: ARR= 2*'x€y   ','😀"q   ',
! FILE-NEXT: Q='o''k ',
! FILE-NEXT: P%TAG='€€ ',
! FILE-NEXT: P%N=7          ,
! FILE-NEXT: /
! FILE-NEXT:&G
! FILE-NEXT: S=a你好b  
! FILE-NEXT: ARR= 2*x€y   😀"q   
! FILE-NEXT: Q=o'k 
! FILE-NEXT: P%TAG=€€ 
! FILE-NEXT: P%N=7          ,
! FILE-NEXT: /
program utf8_kind4
  implicit none
  type :: pair
    character(len=3, kind=4) :: tag
    integer :: n
  end type
  character(len=6, kind=4) :: s, arr(3)
  character(len=4, kind=4) :: q
  type(pair) :: p
  integer :: u, ios, k
  character(80) :: msg
  namelist /g/ s, arr, q, p
  character(len=1, kind=4), parameter :: ni = char(int(z'4F60'), 4), &
       hao = char(int(z'597D'), 4), eu = char(int(z'20AC'), 4), &
       smile = char(int(z'1F600'), 4)

  s = 4_'a' // ni // hao // 4_'b'
  arr = [4_'x' // eu // 4_'y', 4_'x' // eu // 4_'y', smile // 4_'"q']
  q = 4_'o''k'
  p = pair(eu // eu, 7)
  open (6, encoding='utf-8')
  write (6, nml=g)
  open (newunit=u, file='nml.txt', encoding='utf-8', delim='apostrophe')
  write (u, nml=g)
  close (u)
  open (newunit=u, file='nml.txt', encoding='utf-8', delim='none', &
       position='append')
  write (u, nml=g)
  close (u)

  ! Read back what the quote-delimited WRITE produced.
  open (newunit=u, file='back.txt', encoding='utf-8', status='replace')
  write (u, nml=g)
  rewind (u)
  s = 4_''; arr = 4_''; q = 4_''; p = pair(4_'', 0)
  read (u, nml=g)
  close (u, status='delete')
  write (6, nml=g)

  ! Hand-written input: substrings, repeats, truncation, components.
  open (newunit=u, file='in.txt', encoding='utf-8', status='replace')
  write (u, '(A)') 4_'&g s(2:3)="' // eu // eu // 4_'", arr=2*"' // smile &
       // 4_'z", ''' // ni // 4_'''''x' // hao // 4_'''', 4_' q="' // ni &
       // hao // ni // hao // ni // 4_'" p%tag="' // hao // 4_'" p%n=3 /'
  write (u, '(A)') 4_'&g s="' // ni // 4_'",, q(3:)="' // eu // 4_'" /'
  ! Undelimited values: ASCII and a repeat count work; libgfortran fails
  ! on a value or name that starts with a non-ASCII character.  (Five
  ! READs: a namelist READ that meets the end of a UTF-8 file hangs in
  ! libgfortran 12; ftnio reports the end of file.)
  write (u, '(A)') 4_'&g arr=2*ab, c /'
  write (u, '(A)') 4_'&g s=' // ni // 4_' /'
  write (u, '(A)') 4_'&g s=a' // ni // 4_', /'
  rewind (u)
  s = 4_'123456'; arr = 4_'-'; q = 4_'....'
  do k = 1, 5
    msg = ''
    read (u, nml=g, iostat=ios, iomsg=msg)
    if (is_iostat_end(ios)) exit
    print *, ios, trim(msg)
    write (6, nml=g)
  end do
  close (u, status='delete')
end program utf8_kind4
