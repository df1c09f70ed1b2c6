! flang front door: a namelist INTEGER value that starts with a quote is
! no value, "Integer value absent from NAMELIST or list-directed input"
! (IOSTAT 1001), as flang 19's runtime reports it: its field ends before
! the quote.  ftnio named the quote ("Bad character ''' in INTEGER input
! field").  A LOGICAL value there is "Empty LOGICAL input field" (progen
! --flang seeds 218, 1512, 1566).
! RUN: %flangdiff %s | %fcheck %s
program namelist_integer_quote
  implicit none
  integer :: i(2), ios, k
  logical :: l
  character(100) :: msg
  character(30) :: inputs(5)
  namelist /g/ i, l
  inputs = [character(30) :: "&g i = 'x' /", '&g i = 1, "2" /', &
            "&g i = '' /", "&g l = 'T' /", "&g i = 1x /"]
  do k = 1, size(inputs)
    i = -1
    l = .false.
    msg = ''
    read (inputs(k), nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2i3,1x,l1)', ios, trim(msg), i, l
  end do
end program namelist_integer_quote
! CHECK:1001 Integer value absent from NAMELIST or list-directed input -1 -1 F
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input  1 -1 F
! CHECK-NEXT:1001 Integer value absent from NAMELIST or list-directed input -1 -1 F
! CHECK-NEXT:1001 Empty LOGICAL input field -1 -1 F
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field -1 -1 F
