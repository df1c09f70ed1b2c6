! The connection checks of a data transfer statement without REC=, POS=,
! ADVANCE= or mode specifiers (data_transfer.cpp plainly_connected accepts
! the usual statement before the checks run): each refusal still gets
! libgfortran's IOSTAT and message, and each allowed statement still runs.
! RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d && %fdiff %s
! RUN: cd %t.d && %fdiff --fflags=-std=legacy %s
program plain_connection
  implicit none
  integer :: ios, n
  character(len=100) :: msg
  character(len=8) :: s

  open (10, file='pc_w.dat', action='write', status='replace')
  write (10, '(a)') 'written'
  read (10, '(a)', iostat=ios, iomsg=msg) s
  call show('read on ACTION=WRITE', ios, msg)
  close (10)

  open (10, file='pc_w.dat', action='read', status='old')
  write (10, '(a)', iostat=ios, iomsg=msg) 'lost'
  call show('write on ACTION=READ', ios, msg)
  read (10, '(a)') s
  print *, 'read back: ', s
  close (10)

  open (11, file='pc_u.dat', form='unformatted', status='replace')
  write (11, '(i3)', iostat=ios, iomsg=msg) 1
  call show('formatted on unformatted', ios, msg)
  write (11, *, iostat=ios, iomsg=msg) 1
  call show('list on unformatted', ios, msg)
  write (11) 42
  rewind (11)
  read (11, '(i3)', iostat=ios, iomsg=msg) n
  call show('formatted read on unformatted', ios, msg)
  read (11) n
  print *, 'unformatted read back: ', n
  close (11, status='delete')

  open (12, file='pc_f.dat', form='formatted', status='replace')
  write (12, iostat=ios, iomsg=msg) 1
  call show('unformatted on formatted', ios, msg)
  write (12, '(i0)') 7
  ! Past the endfile record: refused, but allowed under -std=legacy.
  endfile (12)
  write (12, '(i0)', iostat=ios, iomsg=msg) 8
  call show('write after endfile', ios, msg)
  rewind (12)
  read (12, '(i1)', iostat=ios, iomsg=msg) n
  call show('read after rewind', ios, msg)
  print *, n
  close (12, status='delete')

  open (13, file='pc_d.dat', access='direct', recl=8, form='formatted', &
        status='replace')
  write (13, '(a)', iostat=ios, iomsg=msg) 'nope'
  call show('direct without REC=', ios, msg)
  close (13, status='delete')

  open (14, file='pc_s.dat', access='stream', form='unformatted', &
        status='replace')
  write (14) 5
  rewind (14)
  read (14) n
  print *, 'stream read back: ', n
  close (14, status='delete')

contains

  subroutine show(what, ios, msg)
    character(len=*), intent(in) :: what, msg
    integer, intent(in) :: ios
    if (ios == 0) then
      print '(a,": ",i0)', what, ios
    else
      print '(a,": ",i0,1x,a)', what, ios, trim(msg)
    end if
  end subroutine show

end program plain_connection
