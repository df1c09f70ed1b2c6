! ftnio-specific: an unlimited group without data edits whose passes do
! write characters but leave the record as the pass before did (TL back
! over what the pass wrote, T to a fixed column, an empty character
! constant) repeats for ever: libgfortran 12 loops in it.  ftnio fails the
! statement with IOSTAT 5006 ("Unlimited format item without data edit
! descriptor repeats endlessly") at the end of the second pass that
! changed nothing, instead of after 2**22 edits (fuzz_format found the
! slow cases).  The first pass of '((a)*('ab',tl2))' after 'x' writes 'ab'
! and comes back to column 2; the second does the same, and the statement
! fails: INQUIRE(POS=) on a sequential file, which counts every character
! placed in a record (libgfortran's rule: 5 after 'xab',tl2,'ab'), shows
! the 1 + 2 + 2 characters of those three edits.  A pass that moves on (X
! without TL; TL on a stream file, which cannot go left of what is
! written) is not endless: it ends in EOR, or in 5006 after 2**22 edits.
! A READ of an internal file that a '/' took past its last record is at
! its end however many '/' follow: the group (its L edit's count wraps,
! so it never runs) fails after two passes there (fuzz_format; the 2**22
! edits took 1.1e9 instructions).
! RUN: %ftnio-run %s | %fcheck %s
program endless_passes
  implicit none
  integer :: ios, u, p
  character(len=200) :: msg
  character(len=12) :: s
  character :: c1, c2

  s = '#'
  write (s, '((a)*(''ab'',tl2))', iostat=ios, iomsg=msg) 'x', 'y'
  print '(i0,"|",a,"|",a)', ios, trim(s), trim(msg)
  s = '#'
  write (s, '((a)*(''ab'',t5,''c''))', iostat=ios, iomsg=msg) 'x', 'y'
  print '(i0,"|",a,"|",a)', ios, trim(s), trim(msg)
  s = '#'
  write (s, '((a)*(sp,'''',s))', iostat=ios, iomsg=msg) 'x', 'y'
  print '(i0,"|",a,"|",a)', ios, trim(s), trim(msg)
  s = '#'
  write (s, '((a)*(''ab'',x))', iostat=ios, iomsg=msg) 'x', 'y'
  print '(i0,"|",a,"|",a)', ios, trim(s)

  s = 'pq'
  c1 = '#'
  c2 = '#'
  read (s, '(a1,*(/,x,2147483648l1))', iostat=ios, iomsg=msg) c1, c2
  print '(i0,"|",a,a,"|",a)', ios, c1, c2, trim(msg)

  ! Not NEWUNIT=: it would get the node of the internal writes above,
  ! whose POS= count libgfortran keeps (inquire/newunit_internal_pos.f90).
  u = 21
  open (u, file='endless_passes.txt', status='replace')
  write (u, '((a)*(''ab'',tl2))', iostat=ios) 'x', 'y'
  inquire (u, pos=p)
  print '(i0,"|",i0)', ios, p
  close (u, status='delete')
end program endless_passes
! CHECK:5006|xab|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:((a)*('ab',tl2))
! CHECK-NEXT:               ^
! CHECK-NEXT:5006|xab cab|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:((a)*('ab',t5,'c'))
! CHECK-NEXT:                  ^
! CHECK-NEXT:5006|x|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:((a)*(sp,'',s))
! CHECK-NEXT:              ^
! CHECK-NEXT:-2|xab ab ab ab|
! CHECK-NEXT:5006|p#|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:(a1,*(/,x,2147483648l1))
! CHECK-NEXT:                       ^
! CHECK-NEXT:5006|5
