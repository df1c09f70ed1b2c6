! flang front door: digits read into CHARACTER items as an undelimited
! value are cut at each item's length up to the record's end too, as
! flang 19's runtime cuts them: a 40-digit token fills CHARACTER(5) items
! five digits at a time, on PAD='NO' and 'YES' units, in internal files,
! and in a last record without its newline.  A piece the record's end
! stops short of its item is, on a PAD='NO' external unit, flang's
! "Excessive input from fixed-size record" (IOSTAT 1003) after the value
! is stored, as for letters; so is such a value at a last record without
! its newline.  ftnio cut the digits only before a separator: the second
! item took the rest of the record (progen --flang seed 930046).
! RUN: %flangdiff %s | %fcheck %s
program list_undelimited_digits_record_end
  implicit none
  character(5) :: c(3), d
  character(12) :: buf, b2(2)
  character(80) :: msg
  integer :: ios, k
  do k = 1, 4
    open (41, file='t.dat', status='replace', pad=merge('no ', 'yes', k <= 2))
    write (41, '(a)') '-170141183460469231731687303715884105728'
    write (41, '(a)') 'abc def'
    rewind (41)
    c = '#'
    d = '#'
    msg = ''
    if (mod(k, 2) == 1) then
      read (41, *, iostat=ios, iomsg=msg) c
    else
      read (41, *, iostat=ios, iomsg=msg) c, d
    end if
    print '(a,i0,1x,i0,1x,a,4(1x,"[",a,"]"))', 'tok', k, ios, trim(msg), c, d
    close (41, status='delete')
  end do
  buf = '123456789012'
  c = '#'
  msg = ''
  read (buf, *, iostat=ios, iomsg=msg) c
  print '(a,1x,i0,1x,a,4(1x,"[",a,"]"))', 'int', ios, trim(msg), c
  b2(1) = '123456789012'
  b2(2) = 'abcdefg'
  c = '#'
  d = '#'
  msg = ''
  read (b2, *, iostat=ios, iomsg=msg) c, d
  print '(a,1x,i0,1x,a,4(1x,"[",a,"]"))', 'int2', ios, trim(msg), c, d
  do k = 1, 4
    open (41, file='t.dat', status='replace', access='stream', form='formatted')
    if (k == 1) write (41, '(a)', advance='no') '1234567890123'
    if (k == 2) write (41, '(a)', advance='no') 'abcdefgh'
    if (k == 3) write (41, '(a)', advance='no') '12'
    if (k == 4) write (41, '(a)', advance='no') 'ab 12'
    close (41)
    open (41, file='t.dat', status='old', pad='no')
    c = '#'
    msg = ''
    read (41, *, iostat=ios, iomsg=msg) c
    print '(a,i0,1x,i0,1x,a,3(1x,"[",a,"]"))', 'nonl', k, ios, trim(msg), c
    c = '#'
    msg = ''
    read (41, *, iostat=ios, iomsg=msg) c
    print '(a,i0,1x,i0,1x,a,3(1x,"[",a,"]"))', 'again', k, ios, trim(msg), c
    close (41, status='delete')
  end do
  open (41, file='t.dat', status='replace', access='stream', form='unformatted')
  write (41) '1234567890123'//achar(13)//achar(10)//'abc'//achar(10)
  close (41)
  do k = 1, 2
    open (41, file='t.dat', status='old', pad=merge('no ', 'yes', k == 1))
    c = '#'
    msg = ''
    read (41, *, iostat=ios, iomsg=msg) c
    print '(a,i0,1x,i0,1x,a,3(1x,"[",a,"]"))', 'crlf', k, ios, trim(msg), c
    close (41)
  end do
  open (41, file='t.dat', status='replace', pad='no')
  write (41, '(a)') '12345678901x3'
  write (41, '(a)') '1234567 ab'
  write (41, '(a)') '123456789012/'
  write (41, '(a)') '1234567890,12'
  write (41, '(a)') '1234567890123456'
  write (41, '(a)') 'x'
  rewind (41)
  do k = 1, 5
    c = '#'
    msg = ''
    read (41, *, iostat=ios, iomsg=msg) c
    print '(a,i0,1x,i0,1x,a,3(1x,"[",a,"]"))', 'ext', k, ios, trim(msg), c
  end do
  close (41, status='delete')
end program
! CHECK:tok1 0  [-1701] [41183] [46046] [#    ]
! CHECK-NEXT:tok2 0  [-1701] [41183] [46046] [92317]
! CHECK-NEXT:tok3 0  [-1701] [41183] [46046] [#    ]
! CHECK-NEXT:tok4 0  [-1701] [41183] [46046] [92317]
! CHECK-NEXT:int 0  [12345] [67890] [12   ] [
! CHECK-NEXT:int2 0  [12345] [67890] [12   ] [abcde]
! CHECK-NEXT:nonl1 1003 Excessive input from fixed-size record [12345] [67890] [123  ]
! CHECK-NEXT:again1 -1 End of file during input [#    ] [#    ] [#    ]
! CHECK-NEXT:nonl2 1003 Excessive input from fixed-size record [abcde] [fgh  ] [#    ]
! CHECK-NEXT:again2 -1 End of file during input [#    ] [#    ] [#    ]
! CHECK-NEXT:nonl3 1003 Excessive input from fixed-size record [12   ] [#    ] [#    ]
! CHECK-NEXT:again3 -1 End of file during input [#    ] [#    ] [#    ]
! CHECK-NEXT:nonl4 1003 Excessive input from fixed-size record [ab   ] [12   ] [#    ]
! CHECK-NEXT:again4 -1 End of file during input [#    ] [#    ] [#    ]
! CHECK-NEXT:crlf1 1003 Excessive input from fixed-size record [12345] [67890] [123  ]
! CHECK-NEXT:crlf2 0  [12345] [67890] [123  ]
! CHECK-NEXT:ext1 1003 Excessive input from fixed-size record [12345] [67890] [1x3  ]
! CHECK-NEXT:ext2 1003 Excessive input from fixed-size record [12345] [67   ] [ab   ]
! CHECK-NEXT:ext3 0  [12345] [67890] [12   ]
! CHECK-NEXT:ext4 1003 Excessive input from fixed-size record [12345] [67890] [12   ]
! CHECK-NEXT:ext5 0  [12345] [67890] [12345]
