! A formatted READ stopped by a format error leaves libgfortran inside its
! record with its count of the record's columns (bytes_left): no record
! starts at the next statement.  Where that READ took characters of the
! record, a field of a later READ that finds the end of the file reads
! blanks instead of END, and the record end after it raises none either;
! where it took none, END comes as usual.  A list-directed READ between
! them leaves the count alone; a record end (format reversion) restarts it.
! RUN: %fdiff %s
program read_format_error_columns_at_end
  implicit none
  call run('(i8,i2)', .false.)   ! the field took the last record's newline
  call run('(i2,i2)', .true.)    ! two characters taken, a list READ after
  call run('(i2)', .true.)       ! reversion: a record end, then '3' taken
  call run('(3x,i2)', .true.)    ! reversion runs the X again
  call run('(l1)', .true.)       ! the mismatch before any character
  call run('(i2,/,i2)', .false.) ! '/' passes the last record first
contains
  subroutine run(fmt, list)
    character(*), intent(in) :: fmt
    logical, intent(in) :: list
    integer :: ios, i, k
    logical :: l
    character(5) :: s
    character(80) :: msg
    open (40, file='fecae.dat', status='replace')
    write (40, '(a)') '12345', '3 4 5'
    close (40)
    open (40, file='fecae.dat', status='old')
    read (40, '(a)') s
    i = -1
    read (40, fmt, iostat=ios) i, l
    print '(a,1x,i0,1x,i0)', fmt, ios, i
    if (list) then
      k = -1
      read (40, *, iostat=ios) k
      print '(a,1x,i0,1x,i0)', 'list', ios, k
    end if
    s = '?'
    msg = ''
    read (40, '(a)', iostat=ios, iomsg=msg) s
    print '(a,1x,i0,3a,1x,a)', 'a', ios, ' [', s, ']', trim(msg)
    s = '?'
    read (40, '(a)', iostat=ios) s
    print '(a,1x,i0,3a)', 'again', ios, ' [', s, ']'
    close (40, status='delete')
  end subroutine run
end program read_format_error_columns_at_end
