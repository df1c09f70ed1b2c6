! flang front door: a field that the record's end cuts short under
! PAD='NO', as flang's runtime reads it.  Its scan meets the record's end
! first, so the overrun (IOSTAT 1003) is the statement's error before what
! the conversion finds (an overflow, an empty L field); a bad character
! before the end is the error instead.  An I field of blanks alone stores
! nothing; under BZ the missing characters are no zeros; an L field that
! found its T stops there, before the record's end.  In a non-advancing
! READ the conversion's error beats the EOR condition: an L field there is
! empty, not padded.
! RUN: %flangdiff %s | %fcheck %s
module pad_no_short_field_scan_m
  implicit none
  integer :: ios
  character(100) :: msg
contains
  subroutine setup(s)
    character(*), intent(in) :: s
    open (51, file='p.dat', status='replace', pad='no')
    write (51, '(a)') s
    rewind (51)
    msg = ''
  end subroutine setup
  subroutine ti(s, f)
    character(*), intent(in) :: s, f
    integer(1) :: a, b
    call setup(s)
    a = 5
    b = 6
    read (51, f, iostat=ios, iomsg=msg) a, b
    print '(a,1x,a,2(1x,i0),1x,i0,1x,a)', s, f, a, b, ios, trim(msg)
    close (51, status='delete')
  end subroutine ti
  subroutine tr(s, f)
    character(*), intent(in) :: s, f
    real :: r
    call setup(s)
    r = 5
    read (51, f, iostat=ios, iomsg=msg) r
    print '(a,1x,a,1x,g0,1x,i0,1x,a)', s, f, r, ios, trim(msg)
    close (51, status='delete')
  end subroutine tr
  subroutine tl(s, f)
    character(*), intent(in) :: s, f
    logical :: l, m
    call setup(s)
    l = .false.
    m = .false.
    read (51, f, iostat=ios, iomsg=msg) l, m
    print '(a,1x,a,2(1x,l1),1x,i0,1x,a)', s, f, l, m, ios, trim(msg)
    close (51, status='delete')
  end subroutine tl
  subroutine tn(s, f)
    character(*), intent(in) :: s, f
    logical :: l
    call setup(s)
    l = .true.
    read (51, f, iostat=ios, iomsg=msg, advance='no') l
    print '(a,1x,a,1x,l1,1x,i0,1x,a)', s, f, l, ios, trim(msg)
    close (51, status='delete')
  end subroutine tn
end module pad_no_short_field_scan_m

program pad_no_short_field_scan
  use pad_no_short_field_scan_m
  implicit none
  call ti('xx', '(2X,I4,I4)')
  call ti('xx 7', '(2X,BZ,I4,I4)')
  call ti('xx 7', '(2X,I2,I4)')
  call ti('xx 1x', '(2X,I4,I4)')
  call ti('xx 1160', '(2X,O8,I2)')
  call ti('xx 1x', '(2X,Z4,Z4)')
  call tr('xx 7', '(2X,BZ,F6.1)')
  call tr('xx 1e', '(2X,F6.1)')
  call tr('xx 1x', '(2X,F6.1)')
  call tr('xx I 2', '(2X,F6.1)')
  call tl('', '(L1,L1)')
  call tl('xx q', '(2X,L4,L4)')
  call tl('xx T', '(2X,L4,L4)')
  call tn('xx', '(2X,L4)')
end program pad_no_short_field_scan
! CHECK:xx (2X,I4,I4) 5 6 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 7 (2X,BZ,I4,I4) 7 6 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 7 (2X,I2,I4) 7 6 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 1x (2X,I4,I4) 5 6 1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT:xx 1160 (2X,O8,I2) 5 6 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 1x (2X,Z4,Z4) 5 6 1001 Bad character 'x' in B/O/Z input field
! CHECK-NEXT:xx 7 (2X,BZ,F6.1) .7 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 1e (2X,F6.1) 5. 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx 1x (2X,F6.1) 5. 1030 Bad real input data at column 6 of record 1
! CHECK-NEXT:xx I 2 (2X,F6.1) 5. 1030 Bad real input data at column 7 of record 1
! CHECK-NEXT: (L1,L1) F F 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx q (2X,L4,L4) F F 1001 Bad character 'q' in LOGICAL input field
! CHECK-NEXT:xx T (2X,L4,L4) T F 1003 Excessive input from fixed-size record
! CHECK-NEXT:xx (2X,L4) T 1001 Empty LOGICAL input field
