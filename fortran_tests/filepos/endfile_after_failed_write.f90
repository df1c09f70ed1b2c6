! ENDFILE after a formatted sequential WRITE that failed (RECL= passed).
! libgfortran counts the unit as inside that record until a BACKSPACE
! moves it; a READ refused afterwards (5002) positions it in a record
! again.  ENDFILE inside such a record reads on to its end (END when
! the record is empty: nothing written into it, or the refused READ
! started it) and ends the WRITE, so a later READ is no longer refused;
! outside one it ends nothing: the WRITE stays in progress and a READ
! after BACKSPACE is refused.  An unformatted WRITE that failed stays in
! progress after ENDFILE too.  (ENDFILE right after the failed WRITE is a
! deliberate difference: libgfortran zeroes the file.)
! RUN: %fdiff %s | %fcheck %s
program endfile_after_failed_write
  implicit none
  integer :: ios, k
  character(len=80) :: line, msg
  real(16) :: r(2)
  r = [huge(1.0_16), 1.0_16]
  call try('e', .false., .true., .false.)
  call try('g', .false., .true., .true.)
  call try('h', .true., .true., .false.)
  call try('i', .true., .false., .false.)
  call try('j', .true., .false., .true.)
  open (10, file='u.dat', status='replace', form='unformatted', recl=8)
  write (10) 1
  write (10, iostat=ios) 1, 2, 3
  print '(a,i5)', 'unformatted write', ios
  endfile (10, iostat=ios)
  print '(a,i5)', '  endfile', ios
  backspace (10, iostat=ios)
  print '(a,i5)', '  backspace', ios
  read (10, iostat=ios) k
  print '(a,i5)', '  read', ios
  close (10)
contains
  subroutine try(name, bs, rd, empty)
    character(*), intent(in) :: name
    logical, intent(in) :: bs, rd, empty
    open (10, file=name//'.dat', status='replace', recl=80)
    write (10, '(a)') 'first'
    if (empty) then
      write (10, '(a)', iostat=ios) repeat('y', 90)
    else
      write (10, *, iostat=ios) r
    end if
    print '(2a,i5)', name, ' write', ios
    if (bs) then
      backspace (10, iostat=ios)
      print '(a,i5)', '  backspace', ios
    end if
    if (rd) then
      read (10, '(a)', iostat=ios) line
      print '(a,i5)', '  read', ios
    end if
    endfile (10, iostat=ios)
    print '(a,i5)', '  endfile', ios
    backspace (10, iostat=ios)
    print '(a,i5)', '  backspace', ios
    line = 'x'
    read (10, '(a)', iostat=ios, iomsg=msg) line
    print '(a,i5,1x,a)', '  read', ios, trim(line)
    close (10)
  end subroutine try
end program endfile_after_failed_write
! CHECK:e write   -2
! CHECK:  read 5002
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:g write   -2
! CHECK:  read 5002
! CHECK:  endfile   -1
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:h write   -2
! CHECK:  backspace    0
! CHECK:  read 5002
! CHECK:  endfile   -1
! CHECK:  backspace    0
! CHECK:  read   -1 x
! CHECK:i write   -2
! CHECK:  backspace    0
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002 x
! CHECK:j write   -2
! CHECK:  backspace    0
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002 x
! CHECK:unformatted write 5016
! CHECK:  endfile    0
! CHECK:  backspace    0
! CHECK:  read 5002
