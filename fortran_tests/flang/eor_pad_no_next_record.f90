! flang front door: a non-advancing READ under PAD='NO' whose field the
! record's end cuts short (EOR) leaves the record; the next READ's T and
! X count the columns of the next record from its start, whatever skips
! came before the short field (issue 18, progen --flang seed 754).
! RUN: %flangdiff %s | %fcheck %s
program eor_pad_no_next_record
  implicit none
  integer :: ios
  character(len=8) :: c
  open (20, file='x.dat', status='replace', pad='no')
  write (20, '(a)') 'ABCDE'
  write (20, '(a)') '0C5*b21'
  write (20, '(a)') 'ABCDE'
  write (20, '(a)') '0C5*b21'
  write (20, '(a)') 'ABCDE'
  write (20, '(a)') '0C5*b21'
  rewind (20)
  call pair('(a6)')
  call pair('(t2,a6)')
  call pair('(1x,a6)')
  close (20, status='delete')
contains
  subroutine pair(fmt)
    character(*) :: fmt
    c = '#'
    read (20, fmt, advance='no', iostat=ios) c
    print '(i0,3a)', ios, ' [', trim(c), ']'
    c = '#'
    read (20, '(t2,a3)', advance='no', iostat=ios) c
    print '(i0,3a)', ios, ' [', trim(c), ']'
    read (20, '(a)')
  end subroutine pair
end program eor_pad_no_next_record
! CHECK:-2 [#]
! CHECK-NEXT:0 [C5*]
! CHECK-NEXT:-2 [#]
! CHECK-NEXT:0 [C5*]
! CHECK-NEXT:-2 [#]
! CHECK-NEXT:0 [C5*]
