! OPEN of a connected unit.  Same file (or no FILE=): only the changeable
! modes change (BLANK, DELIM, PAD, DECIMAL, ROUND, SIGN, ENCODING,
! ASYNCHRONOUS); changing ACCESS, FORM, RECL, ACTION or STATUS is an error
! (each with its message; the connection stays as it was); formatted-only
! specifiers on an unformatted unit conflict.  Another file: the old file is
! closed (its data written) and the new one connected.
! RUN: %fdiff %s | %fcheck %s
program reopen
  implicit none
  integer :: ios
  character(len=80) :: msg
  open (10, file='one.txt', status='replace')
  write (10, *) 'record in one.txt'
  call show('initial')
  open (10, file='one.txt', delim='quote', blank='zero', pad='no', &
        decimal='comma', round='down', sign='plus', encoding='utf-8', &
        asynchronous='yes')
  call show('same file')
  open (10, delim='none', sign='suppress')
  call show('no FILE=')
  call try('access')
  call try('form')
  call try('recl')
  call try('action')
  call try('status')
  call try('scratch')
  call show('unchanged')
  write (10, *) 'second record in one.txt'
  open (10, file='two.txt', status='replace')
  write (10, *) 'record in two.txt'
  call show('other file')
  open (11, file='unf.bin', form='unformatted', status='replace')
  msg = 'untouched'
  open (11, file='unf.bin', delim='quote', pad='yes', iostat=ios, iomsg=msg)
  print *, 'unformatted', ios, trim(msg)
  open (11, sign='plus', iostat=ios, iomsg=msg)
  print *, 'unformatted', ios, trim(msg)
contains
  subroutine try(what)
    character(len=*), intent(in) :: what
    msg = 'untouched'
    select case (what)
    case ('access')
      open (10, file='one.txt', access='stream', iostat=ios, iomsg=msg)
    case ('form')
      open (10, form='unformatted', iostat=ios, iomsg=msg)
    case ('recl')
      open (10, recl=100, iostat=ios, iomsg=msg)
    case ('action')
      open (10, action='read', iostat=ios, iomsg=msg)
    case ('status')
      open (10, status='replace', iostat=ios, iomsg=msg)
    case ('scratch')
      open (10, status='scratch', iostat=ios, iomsg=msg)
    end select
    print *, what, ios, trim(msg)
  end subroutine try
  subroutine show(what)
    character(len=*), intent(in) :: what
    character(len=20) :: nm, dl, bl, pd, dc, rn, sg, en, as
    inquire (10, name=nm, delim=dl, blank=bl, pad=pd, decimal=dc, round=rn, &
             sign=sg, encoding=en, asynchronous=as)
    print *, what, ': ', trim(nm), ' ', trim(dl), ' ', trim(bl), ' ', &
             trim(pd), ' ', trim(dc), ' ', trim(rn), ' ', trim(sg), ' ', &
             trim(en), ' ', trim(as)
  end subroutine show
end program reopen
! CHECK: initial: one.txt NONE NULL YES POINT PROCESSOR_DEFINED PROCESSOR_DEFINED UNKNOWN NO
! CHECK-NEXT: same file: one.txt QUOTE ZERO NO COMMA DOWN PLUS UTF-8 YES
! CHECK-NEXT: no FILE=: one.txt NONE ZERO NO COMMA DOWN SUPPRESS UTF-8 YES
! CHECK-NEXT: access        5002 Cannot change ACCESS parameter in OPEN statement
! CHECK-NEXT: form        5002 Cannot change FORM parameter in OPEN statement
! CHECK-NEXT: recl        5002 Cannot change RECL parameter in OPEN statement
! CHECK-NEXT: action        5002 Cannot change ACTION parameter in OPEN statement
! CHECK-NEXT: status        5002 Cannot change STATUS parameter in OPEN statement
! CHECK-NEXT: scratch        5002 Cannot change STATUS parameter in OPEN statement
! CHECK-NEXT: unchanged: one.txt NONE ZERO NO COMMA DOWN SUPPRESS UTF-8 YES
! CHECK-NEXT: other file: two.txt NONE NULL YES POINT PROCESSOR_DEFINED PROCESSOR_DEFINED UNKNOWN NO
! CHECK-NEXT: unformatted        5001 DELIM parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT: unformatted        5001 SIGN parameter conflicts with UNFORMATTED form in OPEN statement
