! flang front door: flang's runtime reads on through the rest of an array
! item after the record's end stopped one of its elements (IOSTAT 1003
! under PAD='NO', or EOR): its loop over the elements stops only at an
! element whose edit fails.  The empty fields after the end read as zero
! by B, O, Z and REAL edits (and by I under BZ where PAD='YES' gives
! blanks); an I, L or A edit fails there, an edit of the wrong type is
! an error.  The next item of the list is not read.
! RUN: %flangdiff %s | %fcheck %s
module read_on_past_record_end_m
  implicit none
  integer :: ios
  character(100) :: msg
contains
  subroutine setup(pad)
    character(*), intent(in) :: pad
    open (51, file='p.dat', status='replace', pad=pad)
    write (51, '(a)') 'xx 7'
    write (51, '(a)') '99 99 99 99'
    rewind (51)
    msg = ''
  end subroutine setup
  subroutine ti(pad, adv, f)
    character(*), intent(in) :: pad, adv, f
    integer(2) :: v(3), k
    call setup(pad)
    v = [5, 6, 7]
    k = 8
    read (51, f, iostat=ios, iomsg=msg, advance=adv) v, k
    print '(a,1x,a,1x,a,4(1x,i0),1x,i0,1x,a)', pad, adv, f, v, k, ios, &
      trim(msg)
    close (51, status='delete')
  end subroutine ti
  subroutine ts(pad, adv, f)
    character(*), intent(in) :: pad, adv, f
    integer :: v(6)
    call setup(pad)
    v = [1, 2, 3, 4, 5, 6]
    read (51, f, iostat=ios, iomsg=msg, advance=adv) v(1:6:2)
    print '(a,1x,a,1x,a,6(1x,i0),1x,i0,1x,a)', pad, adv, f, v, ios, trim(msg)
    close (51, status='delete')
  end subroutine ts
  subroutine tr(pad, adv, f)
    character(*), intent(in) :: pad, adv, f
    real :: v(3)
    call setup(pad)
    v = [5, 6, 7]
    read (51, f, iostat=ios, iomsg=msg, advance=adv) v
    print '(a,1x,a,1x,a,3(1x,g0),1x,i0,1x,a)', pad, adv, f, v, ios, trim(msg)
    close (51, status='delete')
  end subroutine tr
  subroutine tz(pad, adv, f)
    character(*), intent(in) :: pad, adv, f
    complex :: v(2), z
    call setup(pad)
    v = [(5, 6), (7, 8)]
    read (51, f, iostat=ios, iomsg=msg, advance=adv) v
    print '(a,1x,a,1x,a,4(1x,g0),1x,i0,1x,a)', pad, adv, f, v, ios, trim(msg)
    close (51, status='delete')
    call setup(pad)
    z = (5, 6)
    read (51, f, iostat=ios, iomsg=msg, advance=adv) z
    print '(a,1x,a,1x,a,2(1x,g0),1x,i0,1x,a)', pad, adv, f, z, ios, trim(msg)
    close (51, status='delete')
  end subroutine tz
end module read_on_past_record_end_m

program read_on_past_record_end
  use read_on_past_record_end_m
  implicit none
  call ti('no', 'yes', '(2X,3Z4,I2)')
  call ti('no', 'yes', '(2X,Z4,2Z3,I2)')
  call ti('no', 'no', '(2X,3O4,I2)')
  call ti('yes', 'no', '(2X,Z3,Z2,B1,I2)')
  call ti('no', 'yes', '(2X,Z4,Z4,I4,I2)')
  call ti('no', 'yes', '(2X,I3,X,2Z2,I2)')
  call ti('no', 'yes', '(2X,I3,T1,2Z2,I2)')
  call ti('no', 'yes', '(2X,3I4,I2)')
  call ti('yes', 'no', '(2X,BZ,3I3,I2)')
  call ti('yes', 'no', '(2X,3I3,I2)')
  call ti('no', 'no', '(2X,Z4,F4.0,2I2)')
  call ts('no', 'yes', '(2X,3Z4)')
  call ts('yes', 'no', '(2X,3B4)')
  call tr('no', 'yes', '(2X,3F6.1)')
  call tr('yes', 'no', '(2X,F6.1,2E6.1)')
  call tr('no', 'yes', '(2X,F6.1,L2,F2.0)')
  call tz('no', 'yes', '(2X,4F3.0)')
  call tz('yes', 'no', '(2X,F1.0,3F3.0)')
end program read_on_past_record_end
! CHECK:no yes (2X,3Z4,I2) 7 0 0 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,Z4,2Z3,I2) 7 0 0 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:no no (2X,3O4,I2) 7 0 0 8 -2 End of record during non-advancing input
! CHECK-NEXT:yes no (2X,Z3,Z2,B1,I2) 7 0 0 8 -2 End of record during non-advancing input
! CHECK-NEXT:no yes (2X,Z4,Z4,I4,I2) 7 0 7 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,I3,X,2Z2,I2) 7 0 0 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,I3,T1,2Z2,I2) 7 6 7 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,3I4,I2) 7 6 7 8 1003 Excessive input from fixed-size record
! CHECK-NEXT:yes no (2X,BZ,3I3,I2) 70 0 0 8 -2 End of record during non-advancing input
! CHECK-NEXT:yes no (2X,3I3,I2) 7 6 7 8 -2 End of record during non-advancing input
! CHECK-NEXT:no no (2X,Z4,F4.0,2I2) 7 6 7 8 1005 Data edit descriptor 'F' may not be used with an INTEGER data item
! CHECK-NEXT:no yes (2X,3Z4) 7 2 0 4 0 6 1003 Excessive input from fixed-size record
! CHECK-NEXT:yes no (2X,3B4) 1 2 3 4 5 6 1001 Bad character '7' in B/O/Z input field
! CHECK-NEXT:no yes (2X,3F6.1) .7 0. 0. 1003 Excessive input from fixed-size record
! CHECK-NEXT:yes no (2X,F6.1,2E6.1) .7 0. 0. -2 End of record during non-advancing input
! CHECK-NEXT:no yes (2X,F6.1,L2,F2.0) .7 6. 7. 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,4F3.0) 7. 0. 0. 0. 1003 Excessive input from fixed-size record
! CHECK-NEXT:no yes (2X,4F3.0) 7. 0. 1003 Excessive input from fixed-size record
! CHECK-NEXT:yes no (2X,F1.0,3F3.0) 0. 7. 0. 0. -2 End of record during non-advancing input
! CHECK-NEXT:yes no (2X,F1.0,3F3.0) 0. 7. -2 End of record during non-advancing input
