! A namelist READ that finds no group before the end of the file, after a
! non-advancing READ stopped by EOR and a list-directed READ of the next
! record: libgfortran's count of the columns is still the one the EOR
! left, so under PAD='YES' the namelist READ succeeds reading nothing (END
! only on the statement after it), on a file and on standard input.  After
! an EOR that took no characters, with PAD='NO', or after a formatted READ
! ended a record in between, it raises END (IOSTAT -1).
! RUN: %fdiff --stdin %S/Inputs/eor_list.in %s | %fcheck %s
program read_after_eor_list
  implicit none
  integer :: v, k, ios
  character(len=4) :: c
  namelist /g/ v
  v = -1
  read (5, '(a3)', advance='no', iostat=ios) c
  read (5, *, iostat=ios) k
  read (5, nml=g, iostat=ios)
  print '(a,i0,1x,i0,1x,i0)', 'stdin ', ios, k, v
  read (5, nml=g, iostat=ios)
  print '(a,i0)', 'stdin again ', ios
  call scenario('yes', 'ab', .false., 'file')
  call scenario('yes', 'ab', .true., 'formatted between')
  call scenario('yes', '', .false., 'empty record')
  call scenario('no', 'ab', .false., 'pad no')
contains
  subroutine scenario(pad, first, formatted, label)
    character(*), intent(in) :: pad, first, label
    logical, intent(in) :: formatted
    open (10, file='n.dat', status='replace', pad=pad)
    write (10, '(a)') first
    write (10, '(a)') '5'
    write (10, '(a)') '6'
    write (10, '(a)') 'xyz'
    rewind (10)
    read (10, '(a3)', advance='no', iostat=ios) c
    read (10, *, iostat=ios) k
    read (10, *, iostat=ios) k
    if (formatted) read (10, '(a)', iostat=ios) c
    read (10, nml=g, iostat=ios)
    print '(a,1x,i0,1x,i0)', label, ios, v
    close (10, status='delete')
  end subroutine
end program read_after_eor_list
! CHECK:stdin 0 7 -1
! CHECK-NEXT:stdin again -1
! CHECK-NEXT:file 0 -1
! CHECK-NEXT:formatted between -1 -1
! CHECK-NEXT:empty record -1 -1
! CHECK-NEXT:pad no -1 -1
