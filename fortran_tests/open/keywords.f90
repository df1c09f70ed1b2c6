! OPEN keyword matching as libgfortran: case-insensitive, trailing blanks
! ignored, leading blanks not; every specifier's "Bad ... parameter" text
! (IOSTAT 5002); with several bad keywords the first one in libgfortran's
! decoding order is reported; a failed OPEN leaves the unit unconnected.
! (A bad CONVERT= is in convert_bad.f90.)
! RUN: %fdiff %s | %fcheck %s
program keywords
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=20) :: acc, frm, act, stat
  logical :: op
  stat = 'Replace   '
  open (10, file='k.txt', status=stat, access='SeQuEnTiAl', form='FORMATTED ', &
        action='readWRITE', iostat=ios, iomsg=msg)
  inquire (10, access=acc, form=frm, action=act)
  print *, ios, trim(acc), ' ', trim(frm), ' ', trim(act)
  close (10, status='DELETE  ')
  stat = ' old'
  call try('status', stat)
  call try('access', 'sequentia')
  call try('form', 'formated')
  call try('blank', 'nul')
  call try('position', 'end')
  call try('action', 'read write')
  call try('delim', 'quotes')
  call try('pad', 'maybe')
  call try('decimal', 'dot')
  call try('encoding', 'utf8')
  call try('round', 'nearest_even')
  call try('sign', 'minus')
  call try('asynchronous', 'si')
  call try('all', 'bogus')
  inquire (11, opened=op)
  print *, 'unit 11 opened', op
contains
  subroutine try(which, value)
    character(len=*), intent(in) :: which, value
    msg = 'untouched'
    ios = -99
    select case (which)
    case ('status')
      open (11, file='k2.txt', status=value, iostat=ios, iomsg=msg)
    case ('access')
      open (11, file='k2.txt', access=value, iostat=ios, iomsg=msg)
    case ('form')
      open (11, file='k2.txt', form=value, iostat=ios, iomsg=msg)
    case ('blank')
      open (11, file='k2.txt', blank=value, iostat=ios, iomsg=msg)
    case ('position')
      open (11, file='k2.txt', position=value, iostat=ios, iomsg=msg)
    case ('action')
      open (11, file='k2.txt', action=value, iostat=ios, iomsg=msg)
    case ('delim')
      open (11, file='k2.txt', delim=value, iostat=ios, iomsg=msg)
    case ('pad')
      open (11, file='k2.txt', pad=value, iostat=ios, iomsg=msg)
    case ('decimal')
      open (11, file='k2.txt', decimal=value, iostat=ios, iomsg=msg)
    case ('encoding')
      open (11, file='k2.txt', encoding=value, iostat=ios, iomsg=msg)
    case ('round')
      open (11, file='k2.txt', round=value, iostat=ios, iomsg=msg)
    case ('sign')
      open (11, file='k2.txt', sign=value, iostat=ios, iomsg=msg)
    case ('asynchronous')
      open (11, file='k2.txt', asynchronous=value, iostat=ios, iomsg=msg)
    case ('all')
      open (11, file='k2.txt', status=value, form=value, access=value, &
            sign=value, pad=value, iostat=ios, iomsg=msg)
    end select
    print *, which, ios, trim(msg)
  end subroutine try
end program keywords
! CHECK:           0 SEQUENTIAL FORMATTED READWRITE
! CHECK-NEXT: status        5002 Bad STATUS parameter in OPEN statement
! CHECK-NEXT: access        5002 Bad ACCESS parameter in OPEN statement
! CHECK-NEXT: form        5002 Bad FORM parameter in OPEN statement
! CHECK-NEXT: blank        5002 Bad BLANK parameter in OPEN statement
! CHECK-NEXT: position        5002 Bad POSITION parameter in OPEN statement
! CHECK-NEXT: action        5002 Bad ACTION parameter in OPEN statement
! CHECK-NEXT: delim        5002 Bad DELIM parameter in OPEN statement
! CHECK-NEXT: pad        5002 Bad PAD parameter in OPEN statement
! CHECK-NEXT: decimal        5002 Bad DECIMAL parameter in OPEN statement
! CHECK-NEXT: encoding        5002 Bad ENCODING parameter in OPEN statement
! CHECK-NEXT: round        5002 Bad ROUND parameter in OPEN statement
! CHECK-NEXT: sign        5002 Bad SIGN parameter in OPEN statement
! CHECK-NEXT: asynchronous        5002 Bad ASYNCHRONOUS parameter in OPEN statement
! CHECK-NEXT: all        5002 Bad ACCESS parameter in OPEN statement
! CHECK-NEXT: unit 11 opened F
