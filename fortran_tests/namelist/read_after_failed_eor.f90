! A namelist READ begun in a record a non-advancing READ kept after EOR
! (with characters taken) that fails ends no record: libgfortran's count
! of that record's columns stays below RECL, so the next namelist READ
! that finds no group before the end of the file succeeds, reading
! nothing, as the first would have.  Not after a READ that took the
! whole record without EOR, nor after a namelist READ that succeeded.
! RUN: %fdiff %s | %fcheck %s
program read_after_failed_eor
  implicit none
  integer :: k
  character(len=40) :: text(4)
  text = [character(len=40) :: '-0|&g v=1 u=2 /|xyz|line4', &
          '-0|&g v=1 u=2 /|&g v=5 /|line4', '-0|&g v=1 /|line4', &
          'abcd||&g v=1 u=2 /']
  do k = 1, size(text)
    call one(trim(text(k)))
  end do
contains
  subroutine one(t)
    character(len=*), intent(in) :: t
    integer :: v, ios, sz, i, j
    character(len=20) :: c
    character(len=100) :: msg
    namelist /g/ v
    open (10, file='n.dat', status='replace')
    j = 1
    do i = 1, len(t) + 1
      if (i > len(t)) then
        write (10, '(a)') t(j:)
      else if (t(i:i) == '|') then
        write (10, '(a)') t(j:i-1)
        j = i + 1
      end if
    end do
    rewind (10)
    v = -1
    read (10, '(a4)', advance='no', size=sz, iostat=ios) c
    print '(a,i0,1x,i0)', 'eor ', ios, sz
    msg = ''
    read (10, nml=g, iostat=ios, iomsg=msg)
    print '(a,i0,1x,i0,1x,a)', 'nml ', ios, v, trim(msg)
    msg = ''
    read (10, nml=g, iostat=ios, iomsg=msg)
    print '(a,i0,1x,i0,1x,a)', 'again ', ios, v, trim(msg)
    c = '?'
    read (10, '(a)', iostat=ios) c
    print '(a,i0,1x,a)', 'line ', ios, trim(c)
    close (10, status='delete')
  end subroutine one
end program read_after_failed_eor
! CHECK:eor -2 2{{ *}}
! CHECK-NEXT:nml 5010 1 Cannot match namelist object name u
! CHECK-NEXT:again 0 1{{ *}}
