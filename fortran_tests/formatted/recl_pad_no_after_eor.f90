! Formatted sequential READs under RECL= and PAD='NO' after READs that
! ended in EOR.  libgfortran counts the room left in the record (RECL less
! the characters its fields took, the record ends left out) and a READ
! that fails keeps that count for the next statement; found by a random
! input fuzzer, where a record's newline was counted against RECL= so
! the next READ met EOR without reading, and the one after it read the
! record the failed one should have consumed.
! RUN: %fdiff %s
program recl_pad_no_after_eor
  implicit none
  integer :: ios, i, k
  character(5) :: s1, s2
  character(80) :: msg
  character(3) :: short(4) = ['1  ', '12 ', '123', 'x  ']
  do k = 1, size(short)
    open(10, file='recl_pad.txt', status='replace')
    write(10, '(a)') trim(short(k))
    write(10, '(a)') trim(short(k))
    write(10, '(a)') 'abcdefghijklmnop'
    write(10, '(a)') 'ABCDEFGHIJKLMNOP'
    write(10, '(a)') 'qrstuvwxyz'
    close(10)
    open(11, file='recl_pad.txt', status='old', pad='no', recl=8)
    read(11, '(i5)', iostat=ios, iomsg=msg) i
    print '(a,1x,i0,1x,i0,1x,a)', trim(short(k)), 1, ios, trim(msg)
    read(11, '(i5)', iostat=ios, iomsg=msg) i
    print '(i0,1x,i0,1x,a)', 2, ios, trim(msg)
    s1 = '?'; s2 = '?'; msg = 'none'
    read(11, '(t3,a2)', iostat=ios, iomsg=msg) s1, s2
    print '(i0,1x,i0,1x,a,3a)', 3, ios, trim(msg), ' [', s1 // s2, ']'
    s1 = '?'; s2 = '?'; msg = 'none'
    read(11, '(a2)', iostat=ios, iomsg=msg) s1
    print '(i0,1x,i0,1x,a,3a)', 4, ios, trim(msg), ' [', s1, ']'
    s1 = '?'; msg = 'none'
    read(11, '(a9)', iostat=ios, iomsg=msg) s1
    print '(i0,1x,i0,1x,a,3a)', 5, ios, trim(msg), ' [', s1, ']'
    close(11, status='delete')
  end do
end program
