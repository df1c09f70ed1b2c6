! flang front door: INQUIRE(POSITION=) after ENDFILE, as flang 19's
! runtime answers it.  An ENDFILE that cuts the file short makes it ASIS,
! counting bytes still in the buffer (ftnio's buffer holds them when the
! file system does not yet); any READ after it, one that meets the end
! of the file too, makes it APPEND; a READ that meets the end of a file
! not yet read or written leaves the OPEN's POSITION=.
! RUN: %flangdiff %s | %fcheck %s
program inquire_position_endfile
  implicit none
  integer :: ios, k
  character(20) :: p, l
  character(8) :: pos(3) = [character(8) :: 'rewind', 'asis', 'append']
  integer(8) :: i = 58
  open (100, file='ipe.dat', status='replace', form='formatted', recl=80)
  write (100, *) i
  write (100, '(a,i0)') ' (0', 1
  rewind (100)
  endfile (100)
  inquire (100, position=p)
  print '(a)', trim(p)
  close (100, status='delete')
  do k = 1, 6
    ios = 0
    open (100, file='ipe.dat', status='replace', form='formatted')
    write (100, '(a)') 'aaa', 'bbb', 'ccc'
    rewind (100)
    if (k == 2 .or. k == 3 .or. k == 5) read (100, '(a)') l
    endfile (100)
    if (k == 1 .or. k == 2) read (100, '(a)', iostat=ios) l
    if (k == 4 .or. k == 5) then
      rewind (100)
      read (100, '(a)', iostat=ios) l
      read (100, '(a)', iostat=ios) l
    end if
    if (k == 6) backspace (100)
    inquire (100, position=p)
    print '(i0,1x,a,1x,i0)', k, trim(p), ios
    close (100, status='delete')
  end do
  open (100, file='ipe_e.dat', status='replace')
  close (100)
  open (100, file='ipe_f.dat', status='replace')
  write (100, '(a)') 'x'
  close (100)
  do k = 1, 3
    open (100, file='ipe_e.dat', position=pos(k))
    read (100, '(a)', iostat=ios) l
    inquire (100, position=p)
    print '(4a,1x,i0)', 'empty ', trim(pos(k)), ' ', trim(p), ios
    close (100)
    open (100, file='ipe_f.dat', position=pos(k))
    read (100, '(a)', iostat=ios) l
    read (100, '(a)', iostat=ios) l
    inquire (100, position=p)
    print '(4a,1x,i0)', 'full ', trim(pos(k)), ' ', trim(p), ios
    close (100)
  end do
  open (100, file='ipe_e.dat')
  close (100, status='delete')
  open (100, file='ipe_f.dat')
  close (100, status='delete')
end program
! CHECK:ASIS
! CHECK-NEXT:1 APPEND -1
! CHECK-NEXT:2 APPEND -1
! CHECK-NEXT:3 ASIS 0
! CHECK-NEXT:4 APPEND -1
! CHECK-NEXT:5 APPEND -1
! CHECK-NEXT:6 ASIS 0
! CHECK-NEXT:empty rewind REWIND -1
! CHECK-NEXT:full rewind APPEND -1
! CHECK-NEXT:empty asis ASIS -1
! CHECK-NEXT:full asis APPEND -1
! CHECK-NEXT:empty append APPEND -1
! CHECK-NEXT:full append APPEND -1
