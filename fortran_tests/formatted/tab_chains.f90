! Chains of positioning edits in a formatted WRITE, as libgfortran counts
! them: T, TL, TR and X move nothing until a field or character string is
! written, T and TL measure from the position writing reached, T less the
! pending blanks, and a TL with nothing written only shortens the pending
! move (so (a,t20,tl20,a) puts its second item at column 15).  Each format
! writes to stdout, a scalar internal file, and a file (advancing and
! non-advancing).  Cases where libgfortran leaves bytes of an earlier
! record in the gap (a left move, then T right) are not here: see the
! README's deliberate differences.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --show-file=tabs.txt %s | %fcheck --check-prefix=FILE %s
program tab_chains
  implicit none
  character(20), parameter :: fmts(68) = [ &
      '(a,t20,a)           ',&
      '(a,t10,a)           ',&
      '(a,t3,a)            ',&
      '(a,tl3,a)           ',&
      '(a,tl20,a)          ',&
      '(a,tr4,a)           ',&
      '(a,4x,a)            ',&
      '(a,t20,t20,a)       ',&
      '(a,t20,t10,a)       ',&
      '(a,t20,t3,a)        ',&
      '(a,t20,tl3,a)       ',&
      '(a,t20,tl20,a)      ',&
      '(a,t20,tr4,a)       ',&
      '(a,t20,4x,a)        ',&
      '(a,t10,t20,a)       ',&
      '(a,t10,t10,a)       ',&
      '(a,t10,t3,a)        ',&
      '(a,t10,tl3,a)       ',&
      '(a,t10,tl20,a)      ',&
      '(a,t10,tr4,a)       ',&
      '(a,t10,4x,a)        ',&
      '(a,t3,t3,a)         ',&
      '(a,t3,tl3,a)        ',&
      '(a,t3,tl20,a)       ',&
      '(a,t3,tr4,a)        ',&
      '(a,t3,4x,a)         ',&
      '(a,tl3,t3,a)        ',&
      '(a,tl3,tl3,a)       ',&
      '(a,tl3,tl20,a)      ',&
      '(a,tl3,tr4,a)       ',&
      '(a,tl3,4x,a)        ',&
      '(a,tl20,t10,a)      ',&
      '(a,tl20,t3,a)       ',&
      '(a,tl20,tl3,a)      ',&
      '(a,tl20,tl20,a)     ',&
      '(a,tl20,tr4,a)      ',&
      '(a,tl20,4x,a)       ',&
      '(a,tr4,t20,a)       ',&
      '(a,tr4,t10,a)       ',&
      '(a,tr4,t3,a)        ',&
      '(a,tr4,tl3,a)       ',&
      '(a,tr4,tl20,a)      ',&
      '(a,tr4,tr4,a)       ',&
      '(a,tr4,4x,a)        ',&
      '(a,4x,t20,a)        ',&
      '(a,4x,t10,a)        ',&
      '(a,4x,t3,a)         ',&
      '(a,4x,tl3,a)        ',&
      '(a,4x,tl20,a)       ',&
      '(a,4x,tr4,a)        ',&
      '(a,4x,4x,a)         ',&
      '(a,t20,tl3)         ',&
      '(a,4x,tl3)          ',&
      '(a,tr4,t3)          ',&
      '(a,t3,tr4)          ',&
      '(a,tl3,4x)          ',&
      '(t10,tl3,a)         ',&
      '(4x,tl20,a)         ',&
      '(tl20,4x,a)         ',&
      '(t10,t3,a)          ',&
      '(a,t10,4x,/,a)      ',&
      '(a,t10,4x,"L",a)    ',&
      '(a,4x,tl3,/,a)      ',&
      '(a,4x,tl3,"L",a)    ',&
      '(a,tl3,tl20,/,a)    ',&
      '(a,tl3,tl20,"L",a)  ',&
      '(a,t20,tl20,/,a)    ',&
      '(a,t20,tl20,"L",a)  ']
  character(30) :: s
  integer :: k, ios
  open (10, file='tabs.txt', status='replace')
  do k = 1, size(fmts)
    print '(a)', trim(fmts(k))
    write (*, fmts(k)) 'first', 'second'
    s = repeat('.', 30)
    write (s, fmts(k), iostat=ios) 'first', 'second'
    print '(i0,3a)', ios, ' [', s, ']'
    write (10, fmts(k)) 'first', 'second'
    write (10, fmts(k), advance='no') 'first', 'second'
    write (10, '(a)') '|'
  end do
  close (10)
end program tab_chains
! CHECK:(a,t20,a)
! CHECK-NEXT:first              second
! CHECK-NEXT:0 [first              second     ]
! CHECK-NEXT:(a,t10,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,t3,a)
! CHECK-NEXT:fisecond
! CHECK-NEXT:0 [fisecond                      ]
! CHECK-NEXT:(a,tl3,a)
! CHECK-NEXT:fisecond
! CHECK-NEXT:0 [fisecond                      ]
! CHECK-NEXT:(a,tl20,a)
! CHECK-NEXT:second
! CHECK-NEXT:0 [second                        ]
! CHECK-NEXT:(a,tr4,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,4x,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,t20,t20,a)
! CHECK-NEXT:first              second
! CHECK-NEXT:0 [first              second     ]
! CHECK-NEXT:(a,t20,t10,a)
! CHECK-NEXT:first         second
! CHECK-NEXT:0 [first         second          ]
! CHECK-NEXT:(a,t20,t3,a)
! CHECK-NEXT:first         second
! CHECK-NEXT:0 [first         second          ]
! CHECK-NEXT:(a,t20,tl3,a)
! CHECK-NEXT:first           second
! CHECK-NEXT:0 [first           second        ]
! CHECK-NEXT:(a,t20,tl20,a)
! CHECK-NEXT:first         second
! CHECK-NEXT:0 [first         second          ]
! CHECK-NEXT:(a,t20,tr4,a)
! CHECK-NEXT:first                  second
! CHECK-NEXT:0 [first                  second ]
! CHECK-NEXT:(a,t20,4x,a)
! CHECK-NEXT:first                  second
! CHECK-NEXT:0 [first                  second ]
! CHECK-NEXT:(a,t10,t20,a)
! CHECK-NEXT:first              second
! CHECK-NEXT:0 [first              second     ]
! CHECK-NEXT:(a,t10,t10,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,t10,t3,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,t10,tl3,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,t10,tl20,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,t10,tr4,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,t10,4x,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,t3,t3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,t3,tl3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,t3,tl20,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,t3,tr4,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,t3,4x,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,tl3,t3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl3,tl3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl3,tl20,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl3,tr4,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,tl3,4x,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,tl20,t10,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,tl20,t3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl20,tl3,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl20,tl20,a)
! CHECK-NEXT:firstsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,tl20,tr4,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,tl20,4x,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,tr4,t20,a)
! CHECK-NEXT:first              second
! CHECK-NEXT:0 [first              second     ]
! CHECK-NEXT:(a,tr4,t10,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,tr4,t3,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,tr4,tl3,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,tr4,tl20,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,tr4,tr4,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,tr4,4x,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,4x,t20,a)
! CHECK-NEXT:first              second
! CHECK-NEXT:0 [first              second     ]
! CHECK-NEXT:(a,4x,t10,a)
! CHECK-NEXT:first    second
! CHECK-NEXT:0 [first    second               ]
! CHECK-NEXT:(a,4x,t3,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,4x,tl3,a)
! CHECK-NEXT:first second
! CHECK-NEXT:0 [first second                  ]
! CHECK-NEXT:(a,4x,tl20,a)
! CHECK-NEXT:firssecond
! CHECK-NEXT:0 [firssecond                    ]
! CHECK-NEXT:(a,4x,tr4,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,4x,4x,a)
! CHECK-NEXT:first        second
! CHECK-NEXT:0 [first        second           ]
! CHECK-NEXT:(a,t20,tl3)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,4x,tl3)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,tr4,t3)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,t3,tr4)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,tl3,4x)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(t10,tl3,a)
! CHECK-NEXT:      first
! CHECK-NEXT:      second
! CHECK-NEXT:-1 [      first       second......]
! CHECK-NEXT:(4x,tl20,a)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(tl20,4x,a)
! CHECK-NEXT:    first
! CHECK-NEXT:    second
! CHECK-NEXT:-1 [    first     second..........]
! CHECK-NEXT:(t10,t3,a)
! CHECK-NEXT:         first
! CHECK-NEXT:         second
! CHECK-NEXT:-1 [         first          second]
! CHECK-NEXT:(a,t10,4x,/,a)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,t10,4x,"L",a)
! CHECK-NEXT:first        Lsecond
! CHECK-NEXT:0 [first        Lsecond          ]
! CHECK-NEXT:(a,4x,tl3,/,a)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,4x,tl3,"L",a)
! CHECK-NEXT:first Lsecond
! CHECK-NEXT:0 [first Lsecond                 ]
! CHECK-NEXT:(a,tl3,tl20,/,a)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,tl3,tl20,"L",a)
! CHECK-NEXT:firstLsecond
! CHECK-NEXT:-1 [first.........................]
! CHECK-NEXT:(a,t20,tl20,/,a)
! CHECK-NEXT:first
! CHECK-NEXT:second
! CHECK-NEXT:-1 [first second..................]
! CHECK-NEXT:(a,t20,tl20,"L",a)
! CHECK-NEXT:first         Lsecond
! CHECK-NEXT:0 [first         Lsecond         ]
! FILE:first              second
! FILE-NEXT:first              second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:fisecond
! FILE-NEXT:fisecond|
! FILE-NEXT:fisecond
! FILE-NEXT:fisecond|
! FILE-NEXT:second
! FILE-NEXT:second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:first              second
! FILE-NEXT:first              second|
! FILE-NEXT:first         second
! FILE-NEXT:first         second|
! FILE-NEXT:first         second
! FILE-NEXT:first         second|
! FILE-NEXT:first           second
! FILE-NEXT:first           second|
! FILE-NEXT:first         second
! FILE-NEXT:first         second|
! FILE-NEXT:first                  second
! FILE-NEXT:first                  second|
! FILE-NEXT:first                  second
! FILE-NEXT:first                  second|
! FILE-NEXT:first              second
! FILE-NEXT:first              second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:firssecond
! FILE-NEXT:firssecond|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:firssecond
! FILE-NEXT:firssecond|
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:firssecond
! FILE-NEXT:firssecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firstsecond
! FILE-NEXT:firstsecond|
! FILE-NEXT:firssecond
! FILE-NEXT:firssecond|
! FILE-NEXT:firssecond
! FILE-NEXT:firssecond|
! FILE-NEXT:first              second
! FILE-NEXT:first              second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:firssecond
! FILE-NEXT:fisecond|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:firssecond
! FILE-NEXT:second|{{  }}
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:first              second
! FILE-NEXT:first              second|
! FILE-NEXT:first    second
! FILE-NEXT:first    second|
! FILE-NEXT:firssecond
! FILE-NEXT:fisecond|
! FILE-NEXT:first second
! FILE-NEXT:first second|
! FILE-NEXT:firssecond
! FILE-NEXT:second|{{  }}
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:first        second
! FILE-NEXT:first        second|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first
! FILE-NEXT:second          |
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{    }}
! FILE-NEXT:second    |
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{    }}
! FILE-NEXT:second    |
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{ }}
! FILE-NEXT:second|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{ }}
! FILE-NEXT:second |
! FILE-NEXT:      first
! FILE-NEXT:      second
! FILE-NEXT:      first
! FILE-NEXT:      second|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first
! FILE-NEXT:second|
! FILE-NEXT:    first
! FILE-NEXT:    second
! FILE-NEXT:    first
! FILE-NEXT:    second|
! FILE-NEXT:         first
! FILE-NEXT:         second
! FILE-NEXT:         first
! FILE-NEXT:         second|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{        }}
! FILE-NEXT:second|
! FILE-NEXT:first        Lsecond
! FILE-NEXT:first        Lsecond|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first{{    }}
! FILE-NEXT:second|
! FILE-NEXT:first Lsecond
! FILE-NEXT:first Lsecond|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first
! FILE-NEXT:second|
! FILE-NEXT:firstLsecond
! FILE-NEXT:firstLsecond|
! FILE-NEXT:first
! FILE-NEXT:second
! FILE-NEXT:first
! FILE-NEXT:second|
! FILE-NEXT:first         Lsecond
! FILE-NEXT:first         Lsecond|
