! A '/' or format reversion of a formatted READ that meets the end of the
! file after a last record without a newline: libgfortran's skip to the
! record's end reports END only under PAD='NO' or where the READ took
! nothing of the record (as at the statement's end), so the next item's
! format error comes first; a field read past the end still meets END
! (the end of the file).
! ftnio reported END at the '/' or reversion (input fuzzer, seed 166).
! RUN: %fdiff %s
program read_slash_unended_last_record
  implicit none
  integer :: ios
  character(200) :: msg
  character(20) :: pos
  real :: r1, r2
  call mk('1.5')
  call one('(e3.0)', 2)
  call one('(f3.0,/,i2)', 2)
  call one('(f3.0,/,f2.0)', 2)
  call one('(f3.0,/,5x)', 1)
  call one('(f3.0,/,5x,f2.0)', 2)
  call one('(f3.0,/,t3,i2)', 2)
  call one('(f3.0,//,i2)', 2)
  call one('(f1.0,/,i2)', 2)
  call one('(3x,/,i2)', 2)
  call one('(f3.0,:,/,i2)', 1)
  call mk('1.5'//achar(10))
  call one('(f3.0,/,i2)', 2)
  call mk('1.5  '//achar(13))
  call one('(f3.0,/,i2)', 2)
  call mk('')
  call one('(/,i2)', 2)
  open(11, file='in.txt')
  close(11, status='delete')
contains
  subroutine mk(last)
    character(*) :: last
    open(10, file='in.txt', access='stream', form='unformatted', &
         status='replace')
    write(10) '1 2'//achar(10)
    write(10) last
    close(10)
  end subroutine
  subroutine one(fmt, n)
    character(*) :: fmt
    integer :: n
    character(3) :: pads(2) = ['yes', 'no ']
    integer :: j
    do j = 1, 2
      open(11, file='in.txt', status='old', pad=pads(j))
      read(11, *)
      r1 = -1; r2 = -1; msg = 'none'
      if (n == 1) then
        read(11, fmt, iostat=ios, iomsg=msg) r1
      else
        read(11, fmt, iostat=ios, iomsg=msg) r1, r2
      end if
      print '(a,1x,a,1x,i0,1x,a)', fmt, pads(j), ios, trim(msg)
      print *, r1, r2
      inquire(11, position=pos)
      print *, trim(pos)
      ! the next READ meets END, or the error of a READ after it
      msg = 'none'
      read(11, '(a)', iostat=ios, iomsg=msg) msg
      print '(i0,1x,a)', ios, trim(msg)
      backspace(11, iostat=ios)
      msg = 'none'
      read(11, '(a)', iostat=ios) msg
      print '(i0,1x,a)', ios, trim(msg)
      close(11)
    end do
  end subroutine
end program
