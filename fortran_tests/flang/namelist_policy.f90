! flang front door: namelist (and list-directed) input where flang's
! runtime differs from libgfortran's.  A group not in the input is END,
! internal files included, and a record not starting with '&' is skipped
! whole; a bad integer or logical value is an error, not the next
! object's name; a group the file's end cuts short before its '/' is an
! error (inside an array's values, or a delimited string, END); a
! complex value without parentheses is two reals (a null or '/' leaves
! the imaginary part), and a blank may separate the parts inside them;
! "0*5" is the integer 0 ended by the '*'.
! RUN: %flangdiff %s | %fcheck %s
program namelist_policy
  implicit none
  integer :: i, j, k(3)
  logical :: l
  character(len=8) :: c
  complex :: z, w
  namelist /g/ i, k, l, c, z
  call t('&h i=1 /')
  call t('xx &g i=2 /')
  call t('&h c="/" / &g i=2 /')
  call t('&g i=x /')
  call t('&g k=1,x,3 /')
  call t('&g l=.q /')
  call t('&g i=1')
  call t('&g l=.true. i=2 ! comment')
  call t('&g')
  call t('&g k=1 2')
  call t('&g c="abc')
  call t('&g z=1.5 /')
  call t('&g z=1.5 2.5 /')
  call t('&g z=(1.5 2.5) /')
  call t('&g k=0*5 /')
  call tl('0*5')
  call tl('0*5 7')
  call tz('1.5 2.5 3.5 4.5')
  call tz('1.5/')
  call tz('( 1.5 2.5 ) (3,4)')
  call tz('1.5 2.5')
contains
  subroutine report(tag, ios, msg)
    character(*) :: tag, msg
    integer :: ios
    print '(a,1x,i0,1x,i0,3(1x,i0),1x,l1,1x,a,2(1x,f4.1),1x,a,"|")', tag, ios, &
        i, k, l, trim(c), z, trim(msg)
  end subroutine
  subroutine t(s)
    character(*) :: s
    character(len=100) :: msg
    character(len=40) :: buf
    integer :: ios
    ! an internal file, then an external one
    i = -1; k = -1; l = .false.; c = 'zz'; z = (8,9); msg = ''
    buf = s
    read (buf, nml=g, iostat=ios, iomsg=msg)
    call report('I['//s//']', ios, msg)
    i = -1; k = -1; l = .false.; c = 'zz'; z = (8,9); msg = ''
    open (10, file='nml_policy.txt', status='replace')
    write (10, '(a)') s
    rewind 10
    read (10, nml=g, iostat=ios, iomsg=msg)
    call report('E['//s//']', ios, msg)
    close (10, status='delete')
  end subroutine
  subroutine tl(s)
    character(*) :: s
    character(len=100) :: msg
    character(len=40) :: buf
    integer :: ios
    buf = s; i = -1; j = -1; msg = ''
    read (buf, *, iostat=ios, iomsg=msg) i
    print '(a,1x,i0,1x,i0)', 'L['//s//']', ios, i
    read (buf, *, iostat=ios, iomsg=msg) i, j
    print '(a,1x,i0,2(1x,i0),1x,a,"|")', 'L['//s//']', ios, i, j, trim(msg)
  end subroutine
  subroutine tz(s)
    character(*) :: s
    character(len=100) :: msg
    character(len=40) :: buf
    integer :: ios
    buf = s; z = (8,9); w = (6,7); msg = ''
    read (buf, *, iostat=ios, iomsg=msg) z, w
    print '(a,1x,i0,4(1x,f4.1),1x,a,"|")', 'Z['//s//']', ios, z, w, trim(msg)
  end subroutine
end program namelist_policy
! CHECK:I[&h i=1 /] -1 -1 -1 -1 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:E[&h i=1 /] -1 -1 -1 -1 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:I[xx &g i=2 /] -1 -1 -1 -1 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:E[xx &g i=2 /] -1 -1 -1 -1 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:I[&h c="/" / &g i=2 /] 0 2 -1 -1 -1 F zz  8.0  9.0 |
! CHECK-NEXT:E[&h c="/" / &g i=2 /] 0 2 -1 -1 -1 F zz  8.0  9.0 |
! CHECK-NEXT:I[&g i=x /] 1001 -1 -1 -1 -1 F zz  8.0  9.0 Bad character 'x' in INTEGER input field|
! CHECK-NEXT:E[&g i=x /] 1001 -1 -1 -1 -1 F zz  8.0  9.0 Bad character 'x' in INTEGER input field|
! CHECK-NEXT:I[&g k=1,x,3 /] 1001 -1 1 -1 -1 F zz  8.0  9.0 Bad character 'x' in INTEGER input field|
! CHECK-NEXT:E[&g k=1,x,3 /] 1001 -1 1 -1 -1 F zz  8.0  9.0 Bad character 'x' in INTEGER input field|
! CHECK-NEXT:I[&g l=.q /] 1001 -1 -1 -1 -1 F zz  8.0  9.0 Bad character 'q' in LOGICAL input field|
! CHECK-NEXT:E[&g l=.q /] 1001 -1 -1 -1 -1 F zz  8.0  9.0 Bad character 'q' in LOGICAL input field|
! CHECK-NEXT:I[&g i=1] 1001 1 -1 -1 -1 F zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:E[&g i=1] 1001 1 -1 -1 -1 F zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:I[&g l=.true. i=2 ! comment] 1001 2 -1 -1 -1 T zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:E[&g l=.true. i=2 ! comment] 1001 2 -1 -1 -1 T zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:I[&g] 1001 -1 -1 -1 -1 F zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:E[&g] 1001 -1 -1 -1 -1 F zz  8.0  9.0 No '/' found after NAMELIST group 'g'|
! CHECK-NEXT:I[&g k=1 2] -1 -1 1 2 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:E[&g k=1 2] -1 -1 1 2 -1 F zz  8.0  9.0 End of file during input|
! CHECK-NEXT:I[&g c="abc] -1 -1 -1 -1 -1 F abc  8.0  9.0 End of file during input|
! CHECK-NEXT:E[&g c="abc] -1 -1 -1 -1 -1 F abc  8.0  9.0 End of file during input|
! CHECK-NEXT:I[&g z=1.5 /] 0 -1 -1 -1 -1 F zz  1.5  9.0 |
! CHECK-NEXT:E[&g z=1.5 /] 0 -1 -1 -1 -1 F zz  1.5  9.0 |
! CHECK-NEXT:I[&g z=1.5 2.5 /] 0 -1 -1 -1 -1 F zz  1.5  2.5 |
! CHECK-NEXT:E[&g z=1.5 2.5 /] 0 -1 -1 -1 -1 F zz  1.5  2.5 |
! CHECK-NEXT:I[&g z=(1.5 2.5) /] 0 -1 -1 -1 -1 F zz  1.5  2.5 |
! CHECK-NEXT:E[&g z=(1.5 2.5) /] 0 -1 -1 -1 -1 F zz  1.5  2.5 |
! CHECK-NEXT:I[&g k=0*5 /] 1001 -1 0 -1 -1 F zz  8.0  9.0 Integer value absent from NAMELIST or list-directed input|
! CHECK-NEXT:E[&g k=0*5 /] 1001 -1 0 -1 -1 F zz  8.0  9.0 Integer value absent from NAMELIST or list-directed input|
! CHECK-NEXT:L[0*5] 0 0
! CHECK-NEXT:L[0*5] 1001 0 -1 Integer value absent from NAMELIST or list-directed input|
! CHECK-NEXT:L[0*5 7] 0 0
! CHECK-NEXT:L[0*5 7] 1001 0 -1 Integer value absent from NAMELIST or list-directed input|
! CHECK-NEXT:Z[1.5 2.5 3.5 4.5] 0  1.5  2.5  3.5  4.5 |
! CHECK-NEXT:Z[1.5/] 0  1.5  9.0  6.0  7.0 |
! CHECK-NEXT:Z[( 1.5 2.5 ) (3,4)] 0  1.5  2.5  3.0  4.0 |
! CHECK-NEXT:Z[1.5 2.5] -1  1.5  2.5  6.0  7.0 End of file during input|
