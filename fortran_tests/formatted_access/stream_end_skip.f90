! A formatted stream READ that finds the end of the file after X, TR or
! T skips: libgfortran's count of bytes left (see stream_end_blank.f90)
! is lowered by the characters a skip passes over, as by those a field
! reads, so whether the A field at the end of the file is blank-filled
! or END comes at once (the variable keeps its value) counts them too.
! The last READ reverts its format at the end of the file: the REAL item
! keeps its value in one case, gets blanks' bits in the other.
! RUN: %fdiff %s | %fcheck %s
program stream_end_skip
  implicit none
  character(len=1) :: c, d
  character(len=8) :: line
  real :: r
  integer :: ios
  open(90, file='p.dat', access='stream', form='formatted', status='replace')
  write(90, '(a)') 'xX '
  close(90)
  call probe("(1X,A)")
  call probe("(2X,A)")
  call probe("(A,1X)")
  call probe("(A,2X)")
  call probe("(T3,A)")
  call probe("(T2,A)")
  call probe("(TR1,A)")
  call probe("(5X,A)")
  call probe("(A,5X)")
  call probe("(2X)")
  open(90, file='p.dat', access='stream', form='formatted')
  r = -1
  read(90, "(2X,A)", iostat=ios) c, r
  print '(i3,z9)', ios, r
  r = -1
  read(90, "(A)", pos=1, iostat=ios) c, r
  print '(i3,z9)', ios, r
  close(90, status='delete')
contains
  subroutine probe(f)
    character(*), intent(in) :: f
    open(90, file='p.dat', access='stream', form='formatted')
    c = '?'
    d = '?'
    read(90, f, iostat=ios) c, d
    line = 'init'
    read(90, '(a)', iostat=ios) line
    print '(a8,i3,7a)', f, ios, ' [', line, '] ', c, d, '|'
    close(90)
  end subroutine
end program
! CHECK:  (1X,A) -1 [        ] X |
! CHECK:  (2X,A) -1 [init    ]  ?|
! CHECK:  (A,1X) -1 [        ] x |
! CHECK:  (A,2X) -1 [init    ] x?|
! CHECK:  (T3,A) -1 [init    ]  ?|
! CHECK:  (T2,A) -1 [        ] X |
! CHECK: (TR1,A) -1 [        ] X |
! CHECK:  (5X,A) -1 [init    ]  ?|
! CHECK:  (A,5X) -1 [init    ] x?|
! CHECK:    (2X) -1 [init    ] ??|
! CHECK: -1 BF800000
! CHECK: -1 20202020
