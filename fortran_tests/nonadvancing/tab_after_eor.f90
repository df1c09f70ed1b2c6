! Non-advancing READ: a field stopped by EOR, then T or TL edits before the
! next data edit.  libgfortran runs those edits before the statement ends;
! one that moves back into the record makes the next statement start
! there (in the same record) instead of at the next record.  X, TR and a
! T that does not move back leave the next statement at the next record.
! RUN: %fdiff %s | %fcheck %s
program tab_after_eor
  implicit none
  character(len=16), parameter :: fmts(12) = [character(len=16) :: &
      '(a5,tl2,a2)', '(a5,tl1,a2)', '(a5,tl3,a2)', '(a5,t1,a2)', &
      '(a5,t2,a1)', '(a5,x,a2)', '(a5,tr1,a2)', '(a2,tl1,a5,a1)', &
      '(a5,/,a2)', '(a5,tl4,a2)', '(a5,tl2)', '(a5,t3,a1)']
  integer :: u, ios, ios2, ios3, k, sz, sz2
  character(len=10) :: a, b, c, d
  do k = 1, size(fmts)
    open (newunit=u, file='e.txt', status='replace')
    write (u, '(a)') 'abc'
    write (u, '(a)') 'defghi'
    rewind (u)
    a = '*'; b = '*'; c = '*'; d = '*'
    read (u, fmts(k), advance='no', iostat=ios, size=sz) a, b
    read (u, '(a3)', advance='no', iostat=ios2, size=sz2) c
    read (u, '(a3)', advance='no', iostat=ios3) d
    print '(a16,3i4,2i3,8a)', fmts(k), ios, ios2, ios3, sz, sz2, ' [', &
        trim(a), '] [', trim(b), '] [', c(1:3), '] [', d(1:3)//']'
    close (u, status='delete')
  end do
end program tab_after_eor
! CHECK:(a5,tl2,a2)       -2  -2   0  3  2 [abc] [*] [bc ] [def]
! CHECK:(a5,tl1,a2)       -2  -2   0  3  1 [abc] [*] [c  ] [def]
! CHECK:(a5,tl3,a2)       -2   0  -2  3  3 [abc] [*] [abc] [   ]
! CHECK:(a5,t1,a2)        -2   0  -2  3  3 [abc] [*] [abc] [   ]
! CHECK:(a5,t2,a1)        -2  -2   0  3  2 [abc] [*] [bc ] [def]
! CHECK:(a5,x,a2)         -2   0   0  3  3 [abc] [*] [def] [ghi]
! CHECK:(a5,tr1,a2)       -2   0   0  3  3 [abc] [*] [def] [ghi]
! CHECK:(a2,tl1,a5,a1)    -2   0   0  4  3 [ab] [bc] [def] [ghi]
! CHECK:(a5,/,a2)         -2   0   0  3  3 [abc] [*] [def] [ghi]
! CHECK:(a5,tl4,a2)       -2   0  -2  3  3 [abc] [*] [abc] [   ]
! CHECK:(a5,tl2)          -2  -2   0  3  2 [abc] [*] [bc ] [def]
! CHECK:(a5,t3,a1)        -2  -2   0  3  1 [abc] [*] [c  ] [def]
