! flang front door: a formatted READ that meets the end of the file on
! a UTF-8 unit leaves its CHARACTER item as it was, of kind 1 or 4, under
! A, Aw and G, as flang 19 does (libgfortran blanks it first).
! RUN: %flangdiff %s | %fcheck %s
program utf8_end_keeps_item
  implicit none
  integer :: ios, u
  character(9) :: c
  character(len=5, kind=4) :: w
  open (newunit=u, file='utf8_end_keeps_item.dat', status='replace', &
        encoding='utf-8')
  write (u, '(a)') 'one'
  rewind (u)
  read (u, '(a)', iostat=ios) c
  print *, ios, '[', c, ']'
  c = '-'
  read (u, '(a)', iostat=ios) c
  print *, ios, '[', c, ']'
  c = '+'
  read (u, '(a4)', iostat=ios) c
  print *, ios, '[', c, ']'
  c = '*'
  read (u, '(g9.0)', iostat=ios) c
  print *, ios, '[', c, ']'
  w = 4_'abc'
  read (u, '(a)', iostat=ios) w
  print *, ios, '[', char(int(ichar(w(1:1)))), char(int(ichar(w(5:5)))), ']'
  close (u, status='delete')
end program utf8_end_keeps_item
! CHECK: 0 [one      ]
! CHECK-NEXT: -1 [-        ]
! CHECK-NEXT: -1 [+        ]
! CHECK-NEXT: -1 [*        ]
! CHECK-NEXT: -1 [a ]
