! flang front door: a qualifier after a namelist object's name that the
! object cannot take fails with flang's texts: a substring reference to
! a non-character item, or multiple sets of subscripts of a character
! one (issue 18, progen --flang seed 1230).
! RUN: %flangdiff %s | %fcheck %s
program namelist_qualifier_texts
  implicit none
  integer :: ios, v, a(3)
  character(len=5) :: c, d(2)
  character(len=100) :: msg
  namelist /g/ v, a, c, d
  call t('&g v(3)=2 /')
  call t('&g c(1:2)(1:1)=''x'' /')
  call t('&g a(1)(1:2)=2 /')
  call t('&g d(1)(1:2)(1:1)=''x'' /')
contains
  subroutine t(s)
    character(*) :: s
    character(len=40) :: buf(1)
    buf(1) = s
    msg = ''
    read (buf, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
  end subroutine t
end program namelist_qualifier_texts
! CHECK:1001 Substring reference to non-character item 'v'
! CHECK-NEXT:1001 Multiple sets of subscripts for item 'c' in NAMELIST group 'g'
! CHECK-NEXT:1001 Substring reference to non-character item 'a'
! CHECK-NEXT:1001 Multiple sets of subscripts for item 'd' in NAMELIST group 'g'
