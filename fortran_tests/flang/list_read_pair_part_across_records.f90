! flang looks for the imaginary part of an open pair, which an item of
! another type refuses, past blanks, record ends and the parts'
! separator: the end of the file there is END (IOSTAT -1), and a null
! value on a later record leaves the item as it was.  ftnio refused the
! part before looking (progen --flang seed 692).
! RUN: %flangdiff %s | %fcheck %s
program list_read_pair_part_across_records
  complex :: z
  real(8) :: r
  integer :: i(2), ios
  character(len=100) :: msg
  character(len=3) :: c
  call t('(2e+5, ', '')
  call t('(2e+5, ', '  ')
  call t('(2e+5, ', ' 7')
  call t('(2e+5, ', ' ,7')
  call t('(2e+5 ', ' 7)')
contains
  subroutine t(a, b)
    character(len=*) :: a, b
    open(41, file='r.dat', status='replace')
    write(41, '(a)') a
    if (len(b) > 0) write(41, '(a)') b
    rewind(41)
    msg = ''; r = -1; i = -1
    read(41, *, iostat=ios, iomsg=msg) r, i
    print '(i0,1x,f10.1,2(1x,i0),1x,a)', ios, r, i, trim(msg)
    close(41)
  end subroutine
end program list_read_pair_part_across_records
! CHECK:-1   200000.0 -1 -1 End of file during input
! CHECK-NEXT:-1   200000.0 -1 -1 End of file during input
! CHECK-NEXT:1005   200000.0 -1 -1 Data edit descriptor 'z' may not be used with an INTEGER data item
! CHECK-NEXT:0   200000.0 -1 7 
! CHECK-NEXT:1005   200000.0 -1 -1 Data edit descriptor 'z' may not be used with an INTEGER data item
