! flang front door: after a data edit fails in a formatted WRITE (here I
! or E on a CHARACTER item, IOSTAT 1005), flang 19's runtime still runs
! the format up to its next data edit, but a '/' there makes no empty
! record: it ends a record that holds something, else it only drops the
! pending X and T moves.  ftnio wrote an empty record for each such '/'
! (progen --flang seed 505).
! RUN: %flangdiff %s | %fcheck %s
program failed_edit_slash
  implicit none
  integer :: ios, k, j
  character(100) :: msg
  character(30) :: fmts(14)
  character(8) :: lines(4)
  fmts = [character(30) :: '(E29.9E4,/,2A5)', '(I5,/,2A5)', '(5X,I5)', &
          '("ab",I5)', '(/,I5)', '(I5,"ab")', '(I5,/,"ab")', &
          '(I5,"ab",/)', '(I5,5X,"ab")', '("x",I5,"ab",/,"cd")', &
          '(I5,/,/,"ab")', '("x",I5,/,/,"cd")', '(I5,2X,/,"ab")', &
          '(I5,T5,/,"ab")']
  do k = 1, size(fmts)
    write (*, fmts(k), iostat=ios, iomsg=msg) 'lit', 1.0
    print '(a,i0,1x,a)', '> ', ios, trim(msg)
  end do
  do k = 1, 3
    lines = '~'
    select case (k)
    case (1); write (lines, '(I5,/,"ab")', iostat=ios) 'lit'
    case (2); write (lines, '("x",I5,/,/,"cd")', iostat=ios) 'lit'
    case (3); write (lines, '(I5,2X,/,"ab",/)', iostat=ios) 'lit'
    end select
    print '(i0,4(1x,"[",a,"]"))', ios, (lines(j), j=1, 4)
  end do
end program failed_edit_slash
! CHECK:> 1005 Data edit descriptor 'E' may not be used with a CHARACTER data item
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-EMPTY:
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:     ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:xab
! CHECK-NEXT:cd
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:x
! CHECK-NEXT:cd
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:ab
! CHECK-NEXT:> 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:1005 [        ] [ab      ] [~       ] [~       ]
! CHECK-NEXT:1005 [x       ] [        ] [cd      ] [~       ]
! CHECK-NEXT:1005 [        ] [ab      ] [        ] [~       ]
