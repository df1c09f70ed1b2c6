! flang front door: a damaged unformatted sequential record.  flang's
! runtime reads a record's header and footer when its READ starts and
! fails it (IOSTAT 1001, nothing read) naming the record's number and
! its frame offset (the previous record's footer): a header cut short,
! a length running past the end of the file, or a footer that differs.
! The file moves on by the header's length; the next READ counts a new
! record.  (libgfortran: 5000 "Corrupt unformatted sequential file" or
! a READ that takes the record as its header says.)
! RUN: %flangdiff %s | %fcheck %s
program unformatted_damaged_record
  implicit none
  integer :: ios, i, k(4)
  character(200) :: msg
  ! record 1 ok (4 bytes), record 2 header 100 but file ends
  open (10, file='udr1.dat', access='stream', form='unformatted', status='replace')
  write (10) 4, 7, 4, 100, 1, 2
  close (10)
  ! header/footer mismatch in record 2
  open (10, file='udr2.dat', access='stream', form='unformatted', status='replace')
  write (10) 4, 7, 4, 8, 1, 2, 9
  close (10)
  ! truncated header in record 2
  open (10, file='udr3.dat', access='stream', form='unformatted', status='replace')
  write (10) 4, 7, 4
  write (10) 'ab'
  close (10)
  do i = 1, 3
    open (11, file='udr'//achar(48+i)//'.dat', form='unformatted', status='old')
    k = -1; msg = ''
    read (11, iostat=ios, iomsg=msg) k(1)
    print '(a,i0,1x,i0,1x,a,1x,i0)', 'r1 ', i, ios, trim(msg), k(1)
    k = -1; msg = ''
    read (11, iostat=ios, iomsg=msg) k(1)
    print '(a,i0,1x,i0,1x,a,1x,i0)', 'r2 ', i, ios, trim(msg), k(1)
    k = -1; msg = ''
    read (11, iostat=ios, iomsg=msg)
    print '(a,i0,1x,i0,1x,a,1x,i0)', 'r3 ', i, ios, trim(msg), k(1)
    close (11, status='delete')
  end do
end program unformatted_damaged_record
! CHECK:r1 1 0  7{{ ?}}
! CHECK-NEXT:r2 1 1001 Unformatted variable-length sequential file input failed at record #2 (file offset 8): hit EOF reading record with length 100 bytes -1{{ ?}}
! CHECK-NEXT:r3 1 1001 Unformatted variable-length sequential file input failed at record #3 (file offset 116): truncated record header -1{{ ?}}
! CHECK-NEXT:r1 2 0  7{{ ?}}
! CHECK-NEXT:r2 2 1001 Unformatted variable-length sequential file input failed at record #2 (file offset 8): record header has length 8 that does not match record footer (9) -1{{ ?}}
! CHECK-NEXT:r3 2 -1 End of file during input -1{{ ?}}
! CHECK-NEXT:r1 3 0  7{{ ?}}
! CHECK-NEXT:r2 3 1001 Unformatted variable-length sequential file input failed at record #2 (file offset 8): truncated record header -1{{ ?}}
! CHECK-NEXT:r3 3 1001 Unformatted variable-length sequential file input failed at record #3 (file offset 8): truncated record header -1{{ ?}}
