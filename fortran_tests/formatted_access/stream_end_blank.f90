! A formatted stream READ that finds the end of the file: libgfortran
! blank-fills the A field and reports END at the statement's end, unless
! its count of bytes left (1 after OPEN, lowered by the characters every
! field read since) equals its RECL of a stream connection, -2: then END
! comes at once and the variable keeps its value.  So the outcome depends
! on how many characters were read since OPEN (exactly three: END at
! once).
! RUN: %fdiff %s | %fcheck %s
program stream_end_blank
  implicit none
  integer :: ios, k
  character(8) :: c
  do k = 1, 8
    if (k == 1) open(40, file='s.dat', access='stream', form='formatted', status='replace')
    if (k == 2) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace'); close(40)
      open(40, file='s.dat', access='stream', form='formatted', status='old')
    end if
    if (k == 3) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace')
      write(40, '(a)') 'abc'
      rewind(40)
      read(40, '(a)') c
    end if
    if (k == 4) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace')
      write(40, '(a)', advance='no') 'abc'
      rewind(40)
    end if
    if (k == 5) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace')
      write(40, '(a)') 'abc'
    end if
    if (k == 6) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace')
      write(40, '(a)') 'abc'
      read(40, '(a)', pos=1) c
    end if
    if (k >= 7) then
      open(40, file='s.dat', access='stream', form='formatted', status='replace')
      write(40, '(a)') repeat('x', k - 5)
      rewind(40)
      read(40, '(a)') c
    end if
    c = 'init'
    read(40, '(a)', iostat=ios) c
    print *, k, ios, '[', c, ']'
    c = 'init'
    read(40, '(a)', iostat=ios) c
    print *, k, ios, '[', c, ']'
    close(40, status='delete')
  end do
end program stream_end_blank
! CHECK:           1          -1 [        ]
! CHECK:           1          -1 [        ]
! CHECK:           2          -1 [        ]
! CHECK:           2          -1 [        ]
! CHECK:           3          -1 [init    ]
! CHECK:           3          -1 [init    ]
! CHECK:           4           0 [abc     ]
! CHECK:           4          -1 [init    ]
! CHECK:           5          -1 [        ]
! CHECK:           5          -1 [        ]
! CHECK:           6          -1 [init    ]
! CHECK:           6          -1 [init    ]
! CHECK:           7          -1 [        ]
! CHECK:           7          -1 [        ]
! CHECK:           8          -1 [init    ]
! CHECK:           8          -1 [init    ]
