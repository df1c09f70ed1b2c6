! RUN: %fdiff %s
! A last record without its newline, read by a field wider than what is
! left of it: libgfortran's read_sf takes the field the end of the file
! cut short as it is, under PAD='NO' as under PAD='YES': an advancing READ
! stores it and then meets END (PAD='NO'), a non-advancing one meets END
! at once.  ftnio took it for a record end (EOR).  (Input fuzzer,
! seed 166.)
program read_pad_no_file_end_field
  implicit none
  integer :: ios, n, k
  real :: r
  character(6) :: c
  character(80) :: msg
  character(3), parameter :: pads(2) = ['no ', 'yes']
  do k = 1, 2
    call make('1.5')
    open (11, file='pad_no_file_end.txt', status='old', pad=trim(pads(k)))
    r = -1; msg = 'none'
    read (11, '(f5.0)', iostat=ios, iomsg=msg) r
    print *, 'f5.0 ', trim(pads(k)), ios, r, trim(msg)
    rewind (11)
    c = 'xxxxxx'; msg = 'none'
    read (11, '(a6)', iostat=ios, iomsg=msg) c
    print *, 'a6 ', trim(pads(k)), ios, '[', c, '] ', trim(msg)
    rewind (11)
    r = -1; msg = 'none'; n = -1
    read (11, '(f5.0)', iostat=ios, iomsg=msg, advance='no', size=n) r
    print *, 'f5.0 adv=no ', trim(pads(k)), ios, r, n, trim(msg)
    rewind (11)
    c = 'xxxxxx'; msg = 'none'; n = -1
    read (11, '(a6)', iostat=ios, iomsg=msg, advance='no', size=n) c
    print *, 'a6 adv=no ', trim(pads(k)), ios, '[', c, '] ', n, trim(msg)
    rewind (11)
    r = -1; msg = 'none'
    read (11, '(f2.0,f5.0)', iostat=ios, iomsg=msg) r, r
    print *, 'f2.0,f5.0 ', trim(pads(k)), ios, r, trim(msg)
    close (11)
    ! the same field with its newline: a record end (EOR under PAD='NO')
    call make('1.5' // achar(10))
    open (11, file='pad_no_file_end.txt', status='old', pad=trim(pads(k)))
    r = -1; msg = 'none'
    read (11, '(f5.0)', iostat=ios, iomsg=msg) r
    print *, 'f5.0 nl ', trim(pads(k)), ios, r, trim(msg)
    close (11, status='delete')
  end do
contains
  subroutine make(text)
    character(*), intent(in) :: text
    open (10, file='pad_no_file_end.txt', access='stream', form='unformatted', &
          status='replace')
    write (10) text
    close (10)
  end subroutine
end program
