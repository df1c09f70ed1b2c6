! Non-advancing formatted READs whose format reverts onto a short record
! where a T, X or TR runs past the record's end.  libgfortran runs the
! control edits after a data edit within that item's transfer, but a
! reversion (and its new record) only within the next item's: so a skip
! meeting EOR there still lets that next item's edit read an empty field
! (blanks under PAD='YES', IOSTAT -2 after it), while a skip before an
! explicit '/' or at the statement's start leaves the items alone.  Found
! by a random input fuzzer.  The two parts of a COMPLEX item are one
! transfer there: its imaginary part's edit runs after the real part met
! EOR (after a reversion, on the next record).
! RUN: %fdiff %s
program reversion_skip_eor
  implicit none
  integer :: ios, k, j, i1, i2
  character(5) :: s1, s2, s3
  real :: r1
  logical :: l1
  complex :: c1
  character(80) :: msg
  character(8) :: second(4) = [character(8) :: '', 'x', '12', '1234']
  character(16) :: fmts(7) = [character(16) :: '(t5,a2)', '(4x,a2)', &
      '(tr4,a2)', '(a2,/,t5,a2)', '(t9,a2)', '(t5,a2,t1,a1)', '(a2,t12,a2)']
  do j = 1, size(second)
    open(10, file='reversion_skip_eor.txt', status='replace')
    write(10, '(a)') '123456'
    write(10, '(a)') trim(second(j))
    write(10, '(a)') '98765432'
    close(10)
    do k = 1, size(fmts)
      call text(trim(fmts(k)), 'yes')
      call text(trim(fmts(k)), 'no')
    end do
    call numbers('yes')
    call numbers('no')
  end do
  open(10, file='reversion_skip_eor.txt', status='replace')
  write(10, '(a)') ''
  write(10, '(a)') '(1, abc 5.'
  write(10, '(a)') '  2.5  7.25'
  write(10, '(a)') '3'
  close(10)
  call pair('(f5.1)')
  call pair('(dc,f5.1)')
  call pair('(f5.1,f5.1)')
  call pair('(2x,f3.1)')
contains
  subroutine pair(fmt)
    character(*), intent(in) :: fmt
    integer :: n, m, skip
    do m = 0, 3
      open(11, file='reversion_skip_eor.txt', status='old')
      do skip = 1, m
        read(11, '(a)')
      end do
      c1 = (-1, -1); r1 = -1; n = -9; msg = 'none'
      read(11, fmt, iostat=ios, iomsg=msg, advance='no', size=n) c1, r1
      print '(a,1x,i0,1x,a,3(1x,f6.2),1x,i0)', fmt, ios, trim(msg), c1, r1, n
      close(11)
    end do
  end subroutine
  subroutine text(fmt, pad)
    character(*), intent(in) :: fmt, pad
    integer :: n
    open(11, file='reversion_skip_eor.txt', status='old', pad=pad)
    s1 = '?'; s2 = '?'; s3 = '?'; n = -9; msg = 'none'
    read(11, fmt, iostat=ios, iomsg=msg, advance='no', size=n) s1, s2, s3
    print '(a,1x,a,1x,a,1x,i0,1x,a,1x,a,1x,i0)', trim(second(j)), fmt, pad, &
        ios, trim(msg), '[' // s1 // s2 // s3 // ']', n
    s1 = '?'
    read(11, '(a)', iostat=ios) s1
    print '(2a,1x,i0)', '  next: ', s1, ios
    close(11)
  end subroutine
  subroutine numbers(pad)
    character(*), intent(in) :: pad
    integer :: n
    open(11, file='reversion_skip_eor.txt', status='old', pad=pad)
    i1 = -1; i2 = -1; n = -9; msg = 'none'
    read(11, '(t5,i2)', iostat=ios, iomsg=msg, advance='no', size=n) i1, i2
    print '(a,1x,a,1x,i0,1x,a,2(1x,i0),1x,i0)', 'i', pad, ios, trim(msg), &
        i1, i2, n
    rewind(11)
    r1 = -1; l1 = .false.; n = -9; msg = 'none'
    read(11, '(t5,f2.0)', iostat=ios, iomsg=msg, advance='no', size=n) r1, r1
    print '(a,1x,a,1x,i0,1x,a,1x,f6.1,1x,i0)', 'f', pad, ios, trim(msg), r1, n
    rewind(11)
    read(11, '(t6,l1)', iostat=ios, iomsg=msg, advance='no', size=n) l1, l1
    print '(a,1x,a,1x,i0,1x,a,1x,l1,1x,i0)', 'l', pad, ios, trim(msg), l1, n
    rewind(11)
    c1 = (-1, -1)
    read(11, '(t5,f2.0)', iostat=ios, iomsg=msg, advance='no', size=n) c1
    print '(a,1x,a,1x,i0,1x,a,2(1x,f6.1),1x,i0)', 'c', pad, ios, trim(msg), &
        c1, n
    close(11)
  end subroutine
end program
