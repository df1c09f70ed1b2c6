! flang front door: a non-advancing READ on a UTF-8 unit whose A field is
! wider than its item and meets the record's end under PAD='NO' (EOR)
! leaves SIZE= 0, as on other units and in flang 19; ftnio took the
! leading character the item drops off SIZE= and gave -1 (progen --flang
! --variants seed 7603, DEFAULT_UTF8=1).
! RUN: %flangdiff %s | %fcheck %s
program utf8_size_short_field
  implicit none
  integer :: ios, n, k
  character(80) :: msg
  character(4) :: c
  do k = 1, 2
    if (k == 1) open (80, file='u.dat', status='replace', encoding='utf-8')
    if (k == 2) open (80, file='u.dat', status='replace')
    write (80, '(a)') ' ='
    write (80, '(a)') 'abc'
    rewind (80)
    c = '####'
    n = -1
    msg = ''
    read (80, '(a5)', advance='no', size=n, iostat=ios, iomsg=msg, pad='no') c
    print '(i0,1x,a,1x,i0,3a)', ios, trim(msg), n, ' [', c, ']'
    c = '####'
    n = -1
    msg = ''
    read (80, '(a2)', advance='no', size=n, iostat=ios, iomsg=msg, pad='no') c
    print '(i0,1x,a,1x,i0,3a)', ios, trim(msg), n, ' [', c, ']'
    c = '####'
    n = -1
    msg = ''
    read (80, '(a5)', advance='no', size=n, iostat=ios, iomsg=msg, pad='no') c
    print '(i0,1x,a,1x,i0,3a)', ios, trim(msg), n, ' [', c, ']'
    close (80, status='delete')
  end do
end program
! CHECK:-2 End of record during non-advancing input 0 [####]
! CHECK-NEXT:0  2 [ab  ]
! CHECK-NEXT:-2 End of record during non-advancing input 0 [####]
! CHECK-NEXT:-2 End of record during non-advancing input 0 [####]
! CHECK-NEXT:0  2 [ab  ]
! CHECK-NEXT:-2 End of record during non-advancing input 0 [####]
